import { Link } from 'react-router-dom';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE } from '@jazz/contracts/event';
import { isOneOf } from '@jazz/contracts/typed';
import type { ImportAnswer, ImportError, PreviewRow, RowProblem } from '@jazz/contracts/import';
import { useAdminPath } from '../../paths';
import { HeaderRow } from '../../table';

const problemText = (problem: RowProblem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message);

/** A status as the preview says it; sold out is part of the show, not of its status. */
const STATUS_LABEL: Record<string, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
  '': '',
};

/** What becomes of a row: new, a duplicate (linked to the show it repeats), updated or refused. */
function Result({ row }: { row: PreviewRow }) {
  const path = useAdminPath();
  const show = (id: string, text: string) => (
    <Link to={`${path('edit-event')}?id=${encodeURIComponent(id)}`}>{text}</Link>
  );
  if (row.action === 'refused') return <>Refused</>;
  if (row.action === 'new') return <>New</>;
  if (row.action === 'skipped') return <>Skipped: cancelled, and never on the site</>;
  if (row.action === 'kept-newer')
    return row.duplicateOf ? (
      show(row.duplicateOf, 'Kept: changed on the site since the file')
    ) : (
      <>Kept: changed on the site since the file</>
    );
  if (row.duplicateOfRow !== undefined && !row.duplicateOf) return <>Duplicate of row {row.duplicateOfRow}</>;
  if (!row.duplicateOf) return <>{row.action === 'update' ? 'Update' : 'Duplicate'}</>;
  return row.action === 'update'
    ? show(row.duplicateOf, 'Updates the existing show')
    : show(row.duplicateOf, 'Duplicate of an existing show');
}

/** The fields the file's row would change on the existing show, by their form labels. */
function Changes({ row }: { row: PreviewRow }) {
  if (!row.changes || row.changes.length === 0 || row.action === 'new' || row.action === 'refused') return null;
  const labels = row.changes.map((field) =>
    isOneOf(EVENT_FIELD_KEYS, field) ? EVENT_FIELD_TABLE[field].label : field,
  );
  const verb = row.action === 'update' ? 'Changes' : 'Would change';
  return (
    <span className="import-changes">
      <br />
      {verb}: {labels.join(', ')}
    </span>
  );
}

/** A series from a calendar is one row: its dates listed in the Date cell. */
function Dates({ row }: { row: PreviewRow }) {
  if (!row.dates) return <>{row.date}</>;
  return (
    <details>
      <summary>
        {row.dates.length} dates from {row.date}
      </summary>
      <ul className="import-dates">
        {row.dates.map((d) => (
          <li key={`${d.date} ${d.time}`}>
            {d.date} {d.time || 'time not announced'}
            {d.status === 'cancelled' ? ' (cancelled)' : ''}
            {d.action === 'duplicate' ? ' (duplicate)' : ''}
            {d.action === 'skipped' ? ' (skipped)' : ''}
            {d.action === 'kept-newer' ? ' (kept: changed on the site)' : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The shows of the file as the import maps them: date, time, band, venue and status, what
 * becomes of each (new, duplicate, update, refused) and its problems beside it.
 */
export function ImportPreview({ answer }: { answer: ImportAnswer }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table import-preview">
        <caption>Shows in the file</caption>
        <HeaderRow labels={['Row', 'Date', 'Time', 'Band', 'Venue', 'Status', 'Result', 'Problems']} />
        <tbody>
          {answer.rows.map((row) => (
            <tr key={row.row} className={row.action === 'refused' ? 'import-row-invalid' : `import-row-${row.action}`}>
              <th scope="row" data-label="Row">
                {row.row}
              </th>
              <td data-label="Date">
                <Dates row={row} />
              </td>
              <td data-label="Time">{row.date ? row.time || 'Not announced' : ''}</td>
              <td data-label="Band">{row.band}</td>
              <td data-label="Venue">{row.venue}</td>
              <td data-label="Status">{STATUS_LABEL[row.status] ?? row.status}</td>
              <td data-label="Result">
                <Result row={row} />
                <Changes row={row} />
              </td>
              <td data-label="Problems" className="import-problems">
                {row.problems.length === 0 ? (
                  'None'
                ) : (
                  <ul>
                    {row.problems.map((problem) => (
                      <li key={`${problem.field}:${problem.message}`}>{problemText(problem)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Problems of the file itself (its header, an empty file, too many rows): no row of the table has them. */
export function FileProblems({ answer }: { answer: ImportAnswer }) {
  const shown = new Set(answer.rows.map((row) => row.row));
  const others = (answer.errors ?? []).filter((error: ImportError) => !shown.has(error.row));
  if (others.length === 0) return null;
  return (
    <ul className="form-error import-file-problems">
      {others.map((error) => (
        <li key={`${error.field}:${error.message}`}>{problemText(error)}</li>
      ))}
    </ul>
  );
}
