import { useState } from 'react';
import { ApiError } from '@jazz/client/api-client/errors';
import { tuneKey, type FieldErrors, type Tune } from '@jazz/contracts';
import { dateText } from '@jazz/contracts/shows/format';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useList } from '../../stores';
import { useLoadedList } from '../../use-data';
import { ListHeader } from '../screen-header';
import { SetlistNumbersPanel } from './setlist-numbers-panel';
import { emptyTune, TuneForm, tuneDataOf, tuneValuesOf, type TuneValues } from './tune-form';

type SortKey = 'title' | 'writers' | 'timesPlayed' | 'lastPlayed';
const COLUMNS: [SortKey, string][] = [
  ['title', 'Title'],
  ['writers', 'Writers'],
  ['timesPlayed', 'Times played'],
  ['lastPlayed', 'Last played'],
];

const writersOf = (tune: Tune) =>
  tune.composers
    .map((c) => (c.pro ? `${c.name} (${c.pro}${c.share !== undefined ? ` ${c.share}%` : ''})` : c.name))
    .join(', ');

function sorted(tunes: Tune[], key: SortKey, ascending: boolean): Tune[] {
  const value = (t: Tune): string | number =>
    key === 'title' ? tuneKey(t.title) : key === 'writers' ? writersOf(t).toLowerCase() : t[key];
  return [...tunes].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : tuneKey(a.title).localeCompare(tuneKey(b.title));
    return ascending ? order : -order;
  });
}

/** The repertoire: every tune with how often and when he last played it; searchable, sortable. */
export function Repertoire() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const reload = useList('tunes', (s) => s.load);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'title', ascending: true });
  const [editing, setEditing] = useState<Tune | 'new' | null>(null);
  const [values, setValues] = useState<TuneValues>(emptyTune());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');

  const key = tuneKey(query);
  const shown = sorted(
    tunes.filter((t) => !key || tuneKey(`${t.title} ${writersOf(t)} ${t.notes}`).includes(key)),
    sort.key,
    sort.ascending,
  );

  async function act(run: () => Promise<unknown>, done: string) {
    setMessage('');
    try {
      await run();
      setEditing(null);
      setErrors({});
      setMessage(done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors);
      else setMessage(error instanceof Error ? error.message : String(error));
    }
    await reload();
  }

  function edit(tune: Tune | 'new') {
    setEditing(tune);
    setValues(tune === 'new' ? emptyTune() : tuneValuesOf(tune));
    setErrors({});
  }

  const save = () =>
    act(
      () =>
        editing === 'new' || !editing
          ? api.tunes.create(tuneDataOf(values))
          : api.tunes.update(editing._id, editing, tuneDataOf(values)),
      'Saved.',
    );

  return (
    <section className="admin-screen repertoire">
      <ListHeader
        title="Repertoire"
        back={path()}
        add={
          <button type="button" onClick={() => edit('new')}>
            Add a tune to the repertoire
          </button>
        }
      />
      {message && (
        <p className="form-message" role="status">
          {message}
        </p>
      )}
      {editing && (
        <TuneForm
          values={values}
          errors={errors}
          heading={editing === 'new' ? 'New tune' : `Edit ${editing.title}`}
          onChange={setValues}
          onSave={() => void save()}
          onCancel={() => setEditing(null)}
        />
      )}
      <div className="field">
        <label htmlFor="repertoire-search">Search tunes</label>
        <input id="repertoire-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <p className="admin-list-count">
        {shown.length} of {tunes.length} tunes
      </p>
      <table className="admin-table">
        <caption className="visually-hidden">Repertoire</caption>
        <thead>
          <tr>
            {COLUMNS.map(([column, label]) => (
              <th
                key={column}
                scope="col"
                aria-sort={sort.key === column ? (sort.ascending ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  className="sort-button"
                  onClick={() =>
                    setSort({
                      key: column,
                      ascending: sort.key === column ? !sort.ascending : column === 'title' || column === 'writers',
                    })
                  }
                >
                  {label}
                </button>
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((tune) => (
            <tr key={tune._id}>
              <td>
                {tune.title}
                {tune.original ? ' (original)' : ''}
              </td>
              <td>{writersOf(tune)}</td>
              <td>{tune.timesPlayed}</td>
              <td>{tune.lastPlayed ? dateText(tune.lastPlayed, timezone) : 'never'}</td>
              <td>
                <button type="button" onClick={() => edit(tune)}>
                  Edit<span className="sr-only"> {tune.title}</span>
                </button>{' '}
                <button
                  type="button"
                  onClick={() => {
                    if (window.confirm(`Delete “${tune.title}” from the repertoire?`))
                      void act(() => api.tunes.remove(tune._id), `Deleted ${tune.title}.`);
                  }}
                >
                  Delete<span className="sr-only"> {tune.title}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SetlistNumbersPanel />
    </section>
  );
}
