import { useState } from 'react';
import type { MoneyReportRow } from '@jazz/client/api-client';
import { formatMoney, RECEIVABLE_BUCKETS } from '@jazz/contracts/money';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';
import { HeaderRow } from '../../table';

const money = (cents: number) => formatMoney(cents);

/** The artist share of each month as bars: the report's chart by month. */
function MonthChart({ rows }: { rows: readonly MoneyReportRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.artistShare));
  return (
    <figure className="money-chart">
      <figcaption>Artist share by month</figcaption>
      <ul>
        {rows.map((row) => (
          <li key={row.key}>
            <span className="money-chart-label">{row.key}</span>
            <span className="money-chart-bar" style={{ width: `${Math.round((row.artistShare / most) * 100)}%` }} />
            <span className="money-chart-value">{money(row.artistShare)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The year's income by month, band, venue or year, with the chart by month. */
export function MoneyReport() {
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [by, setBy] = useState<'month' | 'band' | 'venue' | 'year'>('month');
  // a year half typed reads nothing
  const read = useData('the report', /^\d{4}$/.test(year) ? [year, by] : null, (api) =>
    api.money.report(`${year}-01-01`, `${year}-12-31`, by),
  );
  const rows = read.data?.rows ?? [];
  return (
    <section aria-labelledby="money-report-title">
      <h2 id="money-report-title">Report</h2>
      <div className="money-part">
        <div className="field">
          <label htmlFor="report-year">Year</label>
          <input id="report-year" inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="report-by">By</label>
          <select
            id="report-by"
            value={by}
            onChange={(e) =>
              setBy(
                e.target.value === 'band'
                  ? 'band'
                  : e.target.value === 'venue'
                    ? 'venue'
                    : e.target.value === 'year'
                      ? 'year'
                      : 'month',
              )
            }
          >
            <option value="month">Month</option>
            <option value="band">Band</option>
            <option value="venue">Venue</option>
            <option value="year">Year</option>
          </select>
        </div>
      </div>
      <DataError reads={[read]} />
      {by === 'month' && rows.length > 0 ? <MonthChart rows={rows} /> : null}
      <table className="admin-table money-table">
        <caption>Income</caption>
        <HeaderRow labels={['', 'Gigs', 'Artist share', 'Tips', 'Expenses', 'Mileage', 'Band pay', 'Net']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.key || '—'}</td>
              <td>{row.gigs}</td>
              <td>{money(row.artistShare)}</td>
              <td>{money(row.tips)}</td>
              <td>{money(row.expenses)}</td>
              <td>{money(row.mileage)}</td>
              <td>{money(row.payouts)}</td>
              <td>{money(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What buyers still owe, by age. */
export function MoneyReceivables() {
  const read = useData('the receivables', [], (api) => api.money.receivables());
  const receivables = read.data;
  if (!receivables) return <DataError reads={[read]} />;
  return (
    <section aria-labelledby="money-receivables-title">
      <h2 id="money-receivables-title">Receivables</h2>
      <dl className="money-totals">
        {RECEIVABLE_BUCKETS.map((bucket) => (
          <div key={bucket} style={{ display: 'contents' }}>
            <dt>{bucket === 'current' ? 'Not yet due' : `${bucket} days late`}</dt>
            <dd>{money(receivables.totals[bucket])}</dd>
          </div>
        ))}
      </dl>
      <table className="admin-table money-table">
        <caption>Open invoices</caption>
        <HeaderRow labels={['Invoice', 'Buyer', 'Due', 'Balance', 'Age']} />
        <tbody>
          {receivables.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.number}</td>
              <td>{invoice.buyer.organization || invoice.buyer.name}</td>
              <td>{invoice.due || 'On receipt'}</td>
              <td>{money(invoice.balance)}</td>
              <td>{invoice.overdue ? `Overdue (${invoice.bucket})` : 'Current'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
