import type { Db } from '../db';

/** A show's stored figures, as a report sums them. */
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

/** A payout paid to a person, with its show. */
export interface PaidPayout {
  event_id: string;
  start_date: string;
  role: string;
  amount: number;
  reimbursement: number;
  paid_date: string;
  paid_method: string;
  paid_reference: string;
}

/** SQL of the money reports: the totals stored on write, read per show and per person. */
export function createReportsRepository(db: Db) {
  const figures = db.prepare<[string, string], ShowFigures>(
    `SELECT m.event_id, e.start_date, m.artist_share, m.tips, m.expenses_total, m.mileage_cost, m.mileage_miles,
       m.mileage, m.payouts_due, m.net
     FROM show_money m JOIN events e ON e.id = m.event_id
     WHERE e.start_date >= ? AND e.start_date < ? ORDER BY e.start_date, e.id`,
  );
  const paidTo = db.prepare<[string, string], PaidPayout>(
    `SELECT p.event_id, e.start_date, p.role, p.amount, p.reimbursement, p.paid_date, p.paid_method, p.paid_reference
     FROM show_payouts p JOIN events e ON e.id = p.event_id
     WHERE p.person_id = ? AND p.paid_date LIKE ? ORDER BY p.paid_date, e.start_date`,
  );
  const yearTotals = db.prepare<[string, ...string[]], { person_id: string; total: number }>(
    // the methods are bound one by one (METHODS_1099); reimbursements are not income
    `SELECT person_id, SUM(amount) AS total FROM show_payouts
     WHERE paid_date LIKE ? AND paid_method IN (?, ?, ?, ?, ?) GROUP BY person_id ORDER BY person_id`,
  );
  return {
    /** Every show with money starting in [from, to) (ISO instants). */
    figures: (from: string, to: string): ShowFigures[] => figures.all(from, to),
    /** A person's payouts paid in a year (YYYY, by paid.date). */
    paidTo: (personId: string, year: number): PaidPayout[] => paidTo.all(personId, `${year}-%`),
    /** What each person was paid in a year by the given five methods. */
    yearTotals: (year: number, methods: readonly string[]) => yearTotals.all(`${year}-%`, ...methods),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
