import { iswcProblem, tuneKey, type Tune } from '@jazz/contracts';
import { dateText } from '@jazz/contracts/shows/format';
import { useAdminHost } from '../../host';

export type SortKey = 'title' | 'writers' | 'timesPlayed' | 'lastPlayed';
export interface TuneSort {
  key: SortKey;
  ascending: boolean;
}

const COLUMNS: [SortKey, string][] = [
  ['title', 'Title'],
  ['writers', 'Writers'],
  ['timesPlayed', 'Times played'],
  ['lastPlayed', 'Last played'],
];

export const writersOf = (tune: Tune) =>
  tune.composers
    .map((c) => (c.pro ? `${c.name} (${c.pro}${c.share !== undefined ? ` ${c.share}%` : ''})` : c.name))
    .join(', ');

export function sorted(tunes: Tune[], key: SortKey, ascending: boolean): Tune[] {
  const value = (t: Tune): string | number =>
    key === 'title' ? tuneKey(t.title) : key === 'writers' ? writersOf(t).toLowerCase() : t[key];
  return [...tunes].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : tuneKey(a.title).localeCompare(tuneKey(b.title));
    return ascending ? order : -order;
  });
}

/** The tunes as a table whose column headers sort it (words A to Z first, numbers highest first). */
export function RepertoireTable({
  shown,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  shown: Tune[];
  sort: TuneSort;
  onSort: (sort: TuneSort) => void;
  onEdit: (tune: Tune) => void;
  onDelete: (tune: Tune) => void;
}) {
  const { timezone } = useAdminHost();
  return (
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
                  onSort({
                    key: column,
                    ascending: sort.key === column ? !sort.ascending : column === 'title' || column === 'writers',
                  })
                }
              >
                {label}
              </button>
            </th>
          ))}
          <th scope="col">ISWC</th>
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
            <td className="tune-iswc">
              {tune.iswc}
              {/* a stored ISWC from before the check (the form refuses a wrong one now) */}
              {tune.iswc && iswcProblem(tune.iswc) ? <span className="field-error"> check digit wrong</span> : null}
            </td>
            <td>
              <button type="button" onClick={() => onEdit(tune)}>
                Edit<span className="visually-hidden"> {tune.title}</span>
              </button>{' '}
              <button type="button" onClick={() => onDelete(tune)}>
                Delete<span className="visually-hidden"> {tune.title}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
