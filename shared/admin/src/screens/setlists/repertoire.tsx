import { useState } from 'react';
import { ApiError } from '@jazz/client/api-client/errors';
import { tuneKey, type FieldErrors, type Tune } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useList } from '../../stores';
import { useLoadedList } from '../../use-data';
import { ListHeader } from '../screen-header';
import { RepertoireTable, sorted, writersOf, type TuneSort } from './repertoire-table';
import { SetlistNumbersPanel } from './setlist-numbers-panel';
import { emptyTune, TuneForm, tuneDataOf, tuneValuesOf, type TuneValues } from './tune-form';

/** The tune being edited (or a new one), its values and errors, and the outcome of the last action. */
function useTuneEditing() {
  const { api } = useAdminHost();
  const reload = useList('tunes', (s) => s.load);
  const [editing, setEditing] = useState<Tune | 'new' | null>(null);
  const [values, setValues] = useState<TuneValues>(emptyTune());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');

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

  const remove = (tune: Tune) => {
    if (window.confirm(`Delete “${tune.title}” from the repertoire?`))
      void act(() => api.tunes.remove(tune._id), `Deleted ${tune.title}.`);
  };

  return { editing, values, setValues, errors, message, edit, save, remove, cancel: () => setEditing(null) };
}

/** The repertoire: every tune with how often and when he last played it; searchable, sortable. */
export function Repertoire() {
  const path = useAdminPath();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TuneSort>({ key: 'title', ascending: true });
  const tune = useTuneEditing();
  const { editing } = tune;

  const key = tuneKey(query);
  const shown = sorted(
    tunes.filter((t) => !key || tuneKey(`${t.title} ${writersOf(t)} ${t.notes} ${t.iswc}`).includes(key)),
    sort.key,
    sort.ascending,
  );

  return (
    <section className="admin-screen repertoire">
      <ListHeader
        title="Repertoire"
        back={path()}
        add={
          <button type="button" onClick={() => tune.edit('new')}>
            Add a tune to the repertoire
          </button>
        }
      />
      {tune.message && (
        <p className="form-message" role="status">
          {tune.message}
        </p>
      )}
      {editing && (
        <TuneForm
          values={tune.values}
          errors={tune.errors}
          heading={editing === 'new' ? 'New tune' : `Edit ${editing.title}`}
          onChange={tune.setValues}
          onSave={() => void tune.save()}
          onCancel={tune.cancel}
        />
      )}
      <div className="field">
        <label htmlFor="repertoire-search">Search tunes</label>
        <input id="repertoire-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <p className="admin-list-count">
        {shown.length} of {tunes.length} tunes
      </p>
      <RepertoireTable shown={shown} sort={sort} onSort={setSort} onEdit={tune.edit} onDelete={tune.remove} />
      <SetlistNumbersPanel />
    </section>
  );
}
