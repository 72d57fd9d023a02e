import type { MoneyReportRow } from '@jazz/contracts/money';
import type { Db } from '../db';
import { placeColumn, PLACE_JOIN } from '../events/place-columns';

/** A show's stored figures, as the mileage log reads them. */
export interface ShowFigures {
  event_id: string;
  start_date: string;
  artist_share: number;
  tips: number;
  expenses_total: number;
  mileage_cost: number;
  mileage_miles: number;
  mileage: string | null;
  payouts_due: number;
  net: number;
}

/** A payout paid to a person, with its show's band (or title) and place as a statement names them. */
export interface PaidPayout {
  event_id: string;
  start_date: string;
  band: string;
  title: string;
  venue: string;
  role: string;
  amount: number;
  reimbursement: number;
  paid_date: string;
  paid_method: string;
  paid_reference: string;
}

/** A period of a report (a site month or year) as the instants it spans, [from, to). */
export interface Period {
  key: string;
  from: string;
  to: string;
}

/** What a report row sums of each show's totals, stored on write (money/repository.ts). */
const SUMS = `COUNT(*) AS gigs, SUM(m.artist_share) AS artistShare, SUM(m.tips) AS tips,
  SUM(m.expenses_total) AS expenses, SUM(m.mileage_cost) AS mileage, SUM(m.payouts_due) AS payouts, SUM(m.net) AS net`;

/** A show's band as its answer names it (events/repository.ts): the linked band's name, else its own text. */
const BAND = 'COALESCE(g.name, e.group_name)';
/**
 * A show's money row, its totals read from the index that holds them (migration 026), not from
 * the row (whose JSON comes first and spills over pages).
 */
const MONEY_TOTALS = 'show_money m INDEXED BY show_money_totals';
/** The shows with money starting in [from, to), each with its band and venue. */
const SHOWS_BETWEEN = `FROM events e JOIN ${MONEY_TOTALS} ON m.event_id = e.id
  LEFT JOIN groups g ON g.id = e.group_id ${PLACE_JOIN}
  WHERE e.start_date >= @from AND e.start_date < @to`;

/** The first day of a year and of the next, for a range on the stored days (YYYY-MM-DD). */
const yearDays = (year: number): [string, string] => [`${year}-01-01`, `${year + 1}-01-01`];

/** SQL of the money reports: the totals stored on write, summed per group and per person. */
export function createReportsRepository(db: Db) {
  const figures = db.prepare<[string, string], ShowFigures>(
    `SELECT m.event_id, e.start_date, m.artist_share, m.tips, m.expenses_total, m.mileage_cost, m.mileage_miles,
       m.mileage, m.payouts_due, m.net
     FROM show_money m JOIN events e ON e.id = m.event_id
     WHERE e.start_date >= ? AND e.start_date < ? ORDER BY e.start_date, e.id`,
  );
  const byBand = db.prepare<{ from: string; to: string }, MoneyReportRow>(
    `SELECT ${BAND} AS key, ${SUMS} ${SHOWS_BETWEEN} GROUP BY 1`,
  );
  const byVenue = db.prepare<{ from: string; to: string }, MoneyReportRow>(
    `SELECT COALESCE(${placeColumn('name')}, '') AS key, ${SUMS} ${SHOWS_BETWEEN} GROUP BY 1`,
  );
  // each period's shows by the start index: the site's months and years are computed in
  // TypeScript (time zones and DST), the sums are the database's
  const byPeriod = db.prepare<[string], MoneyReportRow>(
    `SELECT p.value ->> '$.key' AS key, ${SUMS}
     FROM json_each(?) p
     JOIN events e ON e.start_date >= p.value ->> '$.from' AND e.start_date < p.value ->> '$.to'
     JOIN ${MONEY_TOTALS} ON m.event_id = e.id
     GROUP BY p.key`,
  );
  const paidTo = db.prepare<[string, string, string], PaidPayout>(
    `SELECT p.event_id, e.start_date, ${BAND} AS band, e.title, ${placeColumn('name')} AS venue, p.role, p.amount,
       p.reimbursement, p.paid_date, p.paid_method, p.paid_reference
     FROM show_payouts p JOIN events e ON e.id = p.event_id LEFT JOIN groups g ON g.id = e.group_id ${PLACE_JOIN}
     WHERE p.person_id = ? AND p.paid_date >= ? AND p.paid_date < ? ORDER BY p.paid_date, e.start_date`,
  );
  const yearTotals = db.prepare<[string, string, ...string[]], { person_id: string; total: number }>(
    // the methods are bound one by one (METHODS_1099); reimbursements are not income
    `SELECT person_id, SUM(amount) AS total FROM show_payouts
     WHERE paid_date >= ? AND paid_date < ? AND paid_method IN (?, ?, ?, ?, ?) GROUP BY person_id ORDER BY person_id`,
  );
  return {
    /** Every show with money starting in [from, to) (ISO instants). */
    figures: (from: string, to: string): ShowFigures[] => figures.all(from, to),
    /** The sums of the shows with money starting in [from, to) (ISO instants), per band or per venue. */
    sumsBy: (by: 'band' | 'venue', from: string, to: string): MoneyReportRow[] =>
      (by === 'band' ? byBand : byVenue).all({ from, to }),
    /** The sums of the shows with money starting in each period, one row per period with shows. */
    sumsIn: (periods: readonly Period[]): MoneyReportRow[] => byPeriod.all(JSON.stringify(periods)),
    /** A person's payouts paid in a year (YYYY, by paid.date). */
    paidTo: (personId: string, year: number): PaidPayout[] => paidTo.all(personId, ...yearDays(year)),
    /** What each person was paid in a year by the given five methods. */
    yearTotals: (year: number, methods: readonly string[]) => yearTotals.all(...yearDays(year), ...methods),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
