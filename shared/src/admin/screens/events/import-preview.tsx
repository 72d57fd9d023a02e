import type { CsvRowError, EventsCsvRow } from '../../../csv/events';

/** The columns a preview shows of each row; the file may have more (links, description...). */
const SHOWN: { field: string; label: string }[] = [
  { field: 'startDate', label: 'Start Date' },
  { field: 'title', label: 'Title' },
  { field: 'group', label: 'Group' },
  { field: 'venue', label: 'Venue' },
  { field: 'location', label: 'Location' },
];

const problemText = (error: CsvRowError) => (error.field ? `${error.field}: ${error.message}` : error.message);

/**
 * The file's rows as a table, each with its problems in the last column (read with the row by a
 * screen reader, under the column header "Problems"); a row with problems is marked.
 */
export function ImportPreview({ rows, errors }: { rows: EventsCsvRow[]; errors: CsvRowError[] }) {
  const byRow = new Map<number, CsvRowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table import-preview">
        <caption>Rows of the file</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {SHOWN.map((column) => (
              <th key={column.field} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, values }) => {
            const problems = byRow.get(row) ?? [];
            return (
              <tr key={row} className={problems.length ? 'import-row-invalid' : undefined}>
                <th scope="row" data-label="Row">
                  {row}
                </th>
                {SHOWN.map((column) => (
                  <td key={column.field} data-label={column.label}>
                    {values[column.field] ?? ''}
                  </td>
                ))}
                <td data-label="Problems" className="import-problems">
                  {problems.length === 0 ? (
                    'None'
                  ) : (
                    <ul>
                      {problems.map((problem) => (
                        <li key={`${problem.field}:${problem.message}`}>{problemText(problem)}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Problems that belong to no row of the preview: the header's (row 1), or the file's. */
export function FileProblems({ rows, errors }: { rows: EventsCsvRow[]; errors: CsvRowError[] }) {
  const shown = new Set(rows.map((r) => r.row));
  const others = errors.filter((error) => !shown.has(error.row));
  if (others.length === 0) return null;
  return (
    <ul className="form-error import-file-problems">
      {others.map((error) => (
        <li key={`${error.row}:${error.field}:${error.message}`}>
          {error.row === 1 ? 'Header: ' : `Row ${error.row}: `}
          {problemText(error)}
        </li>
      ))}
    </ul>
  );
}
