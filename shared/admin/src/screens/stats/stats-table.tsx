import { statsTableCsv } from '@jazz/contracts/csv/stats';
import { download } from '../../download';

export type Cell = string | number;

/** One table of the Stats screen, with its CSV download (cells neutralised for spreadsheets). */
export function StatsTable({
  caption,
  header,
  rows,
  file,
  empty = 'Nothing counted in this period.',
  heading = true,
}: {
  caption: string;
  header: string[];
  rows: Cell[][];
  /** The CSV file's name, without the period (added here). */
  file: string;
  empty?: string;
  /** false when a heading above (the chart's) names the table already. */
  heading?: boolean;
}) {
  return (
    <div className="stats-table">
      <div className="stats-table-head">
        {heading ? <h2>{caption}</h2> : null}
        <button
          type="button"
          className="secondary"
          aria-label={`Download ${caption} as CSV`}
          onClick={() => download(`${file}.csv`, statsTableCsv(header, rows), 'text/csv')}
        >
          Download CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="admin-list-count">{empty}</p>
      ) : (
        // a long table scrolls in its box: the keyboard can reach and scroll it
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table className="admin-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {header.map((label) => (
                  <th scope="col" key={label}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th scope="row" key={j}>
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
