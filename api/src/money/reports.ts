import type { Event } from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import { formatMoney, METHODS_1099, rateOfYear, type MoneyReportRow, type Person } from '@jazz/contracts/money';
import { dayOf, dayStart } from '@jazz/contracts/time';
import { jsonColumn } from '../db';
import { badRequest, notFound } from '../http/errors';
import type { MoneySettingsStore } from './settings';
import { renderMoneyPdf, type PdfBlock } from './pdf';
import type { Period, ReportsRepository } from './reports-repository';

export const REPORT_BY = ['band', 'venue', 'month', 'year'] as const;

interface ReportsDeps {
  repo: ReportsRepository;
  settings: MoneySettingsStore;
  findEvent: (id: string) => Event | undefined;
  findPerson: (id: string) => Person | undefined;
  tinOf: (id: string) => string;
  timeZone: string;
  currency: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const yearOf = (value: unknown): number => {
  const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(year)) throw badRequest({ year: 'Years are written as 2026.' });
  return year;
};
/** The figures a report row sums. */
const SUMMED = ['gigs', 'artistShare', 'tips', 'expenses', 'mileage', 'payouts', 'net'] as const;
const emptyRow = (key: string): MoneyReportRow => ({
  key,
  gigs: 0,
  artistShare: 0,
  tips: 0,
  expenses: 0,
  mileage: 0,
  payouts: 0,
  net: 0,
});
/** A TIN as the list shows it without the password: its last four digits only. */
const masked = (last4: string) => (last4 ? `***-**-${last4}` : '');

/** The shows of [from, to] (site days, inclusive), each with its stored totals. */
const showsBetween =
  ({ repo, timeZone }: ReportsDeps) =>
  (from: string, to: string) =>
    repo.figures(new Date(dayStart(timeZone, from)).toISOString(), new Date(dayStart(timeZone, to, 1)).toISOString());

/**
 * The site's months or years that [from, to] (site days, inclusive) touches, each as the
 * instants it spans within the range: every instant of the range in exactly one.
 */
export function periodsOf(by: 'month' | 'year', from: string, to: string, timeZone: string): Period[] {
  const rangeEnd = dayStart(timeZone, to, 1);
  const periods: Period[] = [];
  let [year, month] = [Number(from.slice(0, 4)), by === 'month' ? Number(from.slice(5, 7)) : 1];
  let start = dayStart(timeZone, from);
  while (start < rangeEnd) {
    const key = by === 'month' ? `${year}-${String(month).padStart(2, '0')}` : String(year);
    if (by === 'year' || month === 12) [year, month] = [year + 1, 1];
    else month += 1;
    const next = dayStart(timeZone, `${year}-${String(month).padStart(2, '0')}-01`);
    const end = Math.min(next, rangeEnd);
    periods.push({ key, from: new Date(start).toISOString(), to: new Date(end).toISOString() });
    start = end;
  }
  return periods;
}

/**
 * The totals of the shows between two days, grouped by the site's month or year, the band or
 * the venue: summed by the database from each show's totals stored on write.
 */
function groupedReport({ repo, timeZone }: ReportsDeps) {
  return (query: Record<string, unknown>): { rows: MoneyReportRow[]; totals: Omit<MoneyReportRow, 'key'> } => {
    const { from, to, by } = query;
    if (typeof from !== 'string' || !DAY.test(from)) throw badRequest({ from: 'from is a day, YYYY-MM-DD.' });
    if (typeof to !== 'string' || !DAY.test(to)) throw badRequest({ to: 'to is a day, YYYY-MM-DD.' });
    const grouping = REPORT_BY.find((name) => name === (by ?? 'month'));
    if (!grouping) throw badRequest({ by: `by is one of ${REPORT_BY.join(', ')}.` });
    const rows =
      grouping === 'band' || grouping === 'venue'
        ? repo.sumsBy(
            grouping,
            new Date(dayStart(timeZone, from)).toISOString(),
            new Date(dayStart(timeZone, to, 1)).toISOString(),
          )
        : repo.sumsIn(periodsOf(grouping, from, to, timeZone));
    const totals = emptyRow('');
    for (const row of rows) for (const field of SUMMED) totals[field] += row[field];
    const { key: _key, ...sums } = totals;
    return { rows: rows.sort((a, b) => a.key.localeCompare(b.key)), totals: sums };
  };
}

/** A person's year statement, as data and as a PDF. */
function statements(deps: ReportsDeps) {
  const { repo, timeZone } = deps;
  const siteDay = (instant: string) => dayOf(instant, timeZone);

  /** A person's year: every payout paid in it with its show; reimbursements apart. */
  function statement(personId: string, yearText: unknown) {
    const person = deps.findPerson(personId);
    if (!person) throw notFound('No such person.');
    const year = yearOf(yearText);
    const payouts = repo.paidTo(personId, year).map((row) => ({
      eventId: row.event_id,
      show: `${row.band || row.title}, ${row.venue}`,
      showDate: siteDay(row.start_date),
      role: row.role,
      amount: row.amount,
      reimbursement: row.reimbursement,
      paidDate: row.paid_date,
      method: row.paid_method,
      reference: row.paid_reference,
    }));
    return {
      person: { id: person.id, name: person.name, address: person.address, email: person.email },
      year,
      payouts,
      total: payouts.reduce((sum, p) => sum + p.amount, 0),
      reimbursements: payouts.reduce((sum, p) => sum + p.reimbursement, 0),
    };
  }

  return {
    statement,
    async statementPdf(personId: string, yearText: unknown): Promise<{ name: string; pdf: Buffer }> {
      const read = statement(personId, yearText);
      const money = (cents: number) => formatMoney(cents, deps.currency);
      const business = deps.settings.read();
      const blocks: PdfBlock[] = [
        { text: [business.businessName, business.businessAddress].filter(Boolean).join('\n') },
        { heading: `${read.person.name}, ${read.year}` },
        { text: read.person.address, muted: true },
        { heading: 'Paid' },
        {
          rows: read.payouts.map((p) => [
            `${p.paidDate} ${p.method}: ${p.show} (show of ${p.showDate})`,
            money(p.amount),
          ]),
        },
        { rows: [['Total paid', money(read.total)]], bold: true },
        { heading: 'Reimbursed expenses (not income)' },
        { rows: [['Total reimbursed', money(read.reimbursements)]] },
      ];
      const pdf = await renderMoneyPdf(`Statement ${read.year}`, blocks, timeZone);
      return { name: `${read.person.name} ${read.year} statement.pdf`, pdf };
    },
  };
}

/**
 * Money reports (docs/money.md): each show's totals were stored on write, so a report reads them
 * per show in one query and only groups them (by the site's month and year, the band, the venue).
 */
export function createReports(deps: ReportsDeps) {
  const { repo, timeZone } = deps;
  const siteDay = (instant: string) => dayOf(instant, timeZone);
  const between = showsBetween(deps);

  return {
    ...statements(deps),
    report: groupedReport(deps),

    /** The 1099 list of a year: who reached the year's threshold by the methods that count. */
    list1099(yearText: unknown, fullTin: boolean): string {
      const year = yearOf(yearText);
      const threshold = rateOfYear(deps.settings.read().thresholds1099, year);
      const rows = repo
        .yearTotals(year, METHODS_1099)
        .filter((row) => row.total >= threshold)
        .flatMap((row) => {
          const person = deps.findPerson(row.person_id);
          if (!person) return [];
          return [
            [
              person.name,
              fullTin ? deps.tinOf(person.id) : masked(person.tinLast4),
              person.address,
              person.email,
              (row.total / 100).toFixed(2),
              person.w9OnFile ? 'yes' : 'no',
            ],
          ];
        });
      return toCsv([['Name', 'TIN', 'Address', 'Email', 'Paid', 'W-9 on file'], ...rows]);
    },

    /** The mileage log of a year (site's days): each trip with its show, miles, rate and amount. */
    mileageCsv(yearText: unknown): string {
      const year = yearOf(yearText);
      const rate = rateOfYear(deps.settings.read().mileageRates, year);
      const rows = between(`${year}-01-01`, `${year}-12-31`)
        .filter((show) => show.mileage_miles > 0)
        .map((show) => {
          const event = deps.findEvent(show.event_id);
          const trip = show.mileage ? jsonColumn<{ purpose: string }>(show.mileage) : { purpose: '' };
          return [
            siteDay(show.start_date),
            event ? `${event.group || event.title}, ${event.venue}` : '',
            String(show.mileage_miles),
            trip.purpose,
            String(rate),
            (show.mileage_cost / 100).toFixed(2),
          ];
        });
      return toCsv([['Date', 'Show', 'Miles', 'Purpose', 'Cents per mile', 'Amount'], ...rows]);
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
