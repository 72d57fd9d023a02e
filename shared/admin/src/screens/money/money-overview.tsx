import { useState } from 'react';
import type { MoneyReportRow } from '@jazz/client/api-client';
import { RECEIVABLE_BUCKETS } from '@jazz/contracts/money';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';
import { HeaderRow } from '../../table';
import { useCurrency } from './use-currency';
import { useThisYear } from './money-downloads';
import { dayWords } from './invoice-list';

/** The artist share of each month as bars: the report's chart by month. */
function MonthChart({ rows }: { rows: readonly MoneyReportRow[] }) {
  const { money } = useCurrency();
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
  const { money } = useCurrency();
  const thisYear = useThisYear();
  const [year, setYear] = useState(thisYear);
  const [by, setBy] = useState<'month' | 'band' | 'venue' | 'year'>('month');
  // a year half typed reads nothing
  const read = useData('the report', /^\d{4}$/.test(year) ? [year, by] : null, (api) =>
    api.money.report(`${year}-01-01`, `${year}-12-31`, by),
  );
  const rows = read.data?.rows ?? [];
  const byWord = by.charAt(0).toUpperCase() + by.slice(1);
  return (
    <section aria-labelledby="money-report-title">
      <h2 id="money-report-title">Report</h2>
      <div className="money-part money-filters">
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
      {read.data && rows.length === 0 ? <p>No gigs in this period yet.</p> : null}
      {rows.length === 0 ? null : (
        <table className="admin-table money-table">
          <caption>Income</caption>
          <HeaderRow labels={[byWord, 'Gigs', 'Artist share', 'Tips', 'Expenses', 'Mileage', 'Band pay', 'Net']} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td data-label={byWord}>{row.key || '—'}</td>
                <td data-label="Gigs">{row.gigs}</td>
                <td data-label="Artist share">{money(row.artistShare)}</td>
                <td data-label="Tips">{money(row.tips)}</td>
                <td data-label="Expenses">{money(row.expenses)}</td>
                <td data-label="Mileage">{money(row.mileage)}</td>
                <td data-label="Band pay">{money(row.payouts)}</td>
                <td data-label="Net">{money(row.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What buyers still owe, by age. */
export function MoneyReceivables({ version }: { version: number }) {
  const { money } = useCurrency();
  const read = useData('the receivables', [version], (api) => api.money.receivables(), { keep: true });
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
      {receivables.invoices.length === 0 ? (
        <p>No open invoices.</p>
      ) : (
        <table className="admin-table money-table">
          <caption>Open invoices</caption>
          <HeaderRow labels={['Invoice', 'Buyer', 'Due', 'Balance', 'Age']} />
          <tbody>
            {receivables.invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td data-label="Invoice">{invoice.number}</td>
                <td data-label="Buyer">{invoice.buyer.organization || invoice.buyer.name}</td>
                <td data-label="Due">{invoice.due ? dayWords(invoice.due) : 'On receipt'}</td>
                <td data-label="Balance">{money(invoice.balance)}</td>
                <td data-label="Age">{invoice.overdue ? `Overdue (${invoice.bucket})` : 'Current'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
