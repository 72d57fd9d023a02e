import { EMPTY_DEAL, type Deal, type MoneyComputed, type ValidMoneyData } from '@jazz/contracts/money';
import { jsonColumn, transactionOf, type Db } from '../db';
import { nowIso } from '../ids';

/** A row of show_money as stored: the show's own deal (null while it follows its series) and the rest. */
interface ShowMoneyRow {
  event_id: string;
  deal: string | null;
  settlement: string | null;
  payouts: string;
  leader_share: number;
  expenses: string;
  mileage: string | null;
  payments: string;
  updated_at: string;
}

/** What of a show's money is saved apart from its deal. */
export type MoneyRest = Omit<ValidMoneyData, 'deal'>;

/** A show's stored money: what was saved, its own deal apart. */
export interface StoredShowMoney {
  ownDeal: Deal | null;
  data: MoneyRest;
  updatedAt: string;
}

const parse = <T>(text: string | null): T | null => (text === null ? null : jsonColumn<T>(text));
/** A stored deal; one saved before a field was added (loadIn) reads with that field empty. */
const dealOf = (text: string | null): Deal | null => {
  const deal = parse<Deal>(text);
  return deal && { ...EMPTY_DEAL, ...deal };
};
const jsonOrNull = (value: unknown): string | null => (value ? JSON.stringify(value) : null);

const toStored = (row: ShowMoneyRow): StoredShowMoney => ({
  ownDeal: dealOf(row.deal),
  data: {
    settlement: parse(row.settlement),
    payouts: jsonColumn(row.payouts),
    leaderShare: row.leader_share === 1,
    expenses: jsonColumn(row.expenses),
    mileage: parse(row.mileage),
    payments: jsonColumn(row.payments),
  },
  updatedAt: row.updated_at,
});

/** The columns of a show's money row, its computed figures with it. */
const showColumns = (eventId: string, ownDeal: Deal | null, data: MoneyRest, computed: MoneyComputed, now: string) => ({
  eventId,
  deal: jsonOrNull(ownDeal),
  settlement: jsonOrNull(data.settlement),
  payouts: JSON.stringify(data.payouts),
  leaderShare: data.leaderShare ? 1 : 0,
  expenses: JSON.stringify(data.expenses),
  mileage: jsonOrNull(data.mileage),
  payments: JSON.stringify(data.payments),
  ...computed.totals,
  tips: computed.tips,
  expensesTotal: computed.expenses,
  reimbursements: computed.reimbursements,
  mileageCost: computed.mileage,
  miles: data.mileage?.miles ?? 0,
  now,
});

/** SQL of a show's money, its payouts table and a series' deal. */
export function createMoneyRepository(db: Db) {
  const getShow = db.prepare<[string], ShowMoneyRow>(
    'SELECT event_id, deal, settlement, payouts, leader_share, expenses, mileage, payments, updated_at FROM show_money WHERE event_id = ?',
  );
  const upsertShow = db.prepare(
    `INSERT INTO show_money (event_id, deal, settlement, payouts, leader_share, expenses, mileage, payments,
       artist_share, tips, expenses_total, reimbursements, mileage_cost, mileage_miles, net, payouts_due, leader_take,
       received, outstanding, updated_at)
     VALUES (@eventId, @deal, @settlement, @payouts, @leaderShare, @expenses, @mileage, @payments,
       @artistShare, @tips, @expensesTotal, @reimbursements, @mileageCost, @miles, @net, @payoutsDue, @leaderTake,
       @received, @outstanding, @now)
     ON CONFLICT (event_id) DO UPDATE SET deal = excluded.deal, settlement = excluded.settlement,
       payouts = excluded.payouts, leader_share = excluded.leader_share, expenses = excluded.expenses,
       mileage = excluded.mileage, payments = excluded.payments, artist_share = excluded.artist_share,
       tips = excluded.tips, expenses_total = excluded.expenses_total, reimbursements = excluded.reimbursements,
       mileage_cost = excluded.mileage_cost, mileage_miles = excluded.mileage_miles, net = excluded.net,
       payouts_due = excluded.payouts_due, leader_take = excluded.leader_take, received = excluded.received,
       outstanding = excluded.outstanding, updated_at = excluded.updated_at`,
  );
  const clearPayouts = db.prepare<[string]>('DELETE FROM show_payouts WHERE event_id = ?');
  const insertPayout = db.prepare(
    `INSERT INTO show_payouts (event_id, position, person_id, role, amount, reimbursement, paid_date, paid_method, paid_reference)
     VALUES (@eventId, @position, @personId, @role, @amount, @reimbursement, @paidDate, @paidMethod, @paidReference)`,
  );
  const namedOnce = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM show_payouts WHERE person_id = ? LIMIT 1',
  );
  const getSeries = db.prepare<[string], { deal: string | null; updated_at: string }>(
    'SELECT deal, updated_at FROM series_money WHERE series_id = ?',
  );
  const upsertSeries = db.prepare(
    `INSERT INTO series_money (series_id, deal, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (series_id) DO UPDATE SET deal = excluded.deal, updated_at = excluded.updated_at`,
  );
  const datesOf = db.prepare<[string], { id: string }>(
    'SELECT id FROM events WHERE series_id = ? ORDER BY start_date, id',
  );

  return {
    transaction: transactionOf(db),
    getShow(eventId: string): StoredShowMoney | undefined {
      const row = getShow.get(eventId);
      return row ? toStored(row) : undefined;
    },
    /** Writes a show's money with its computed figures, and its payouts' rows for the sums per person. */
    saveShow(eventId: string, ownDeal: Deal | null, data: MoneyRest, computed: MoneyComputed): string {
      const now = nowIso();
      upsertShow.run(showColumns(eventId, ownDeal, data, computed, now));
      clearPayouts.run(eventId);
      data.payouts.forEach((payout, position) =>
        insertPayout.run({
          eventId,
          position,
          personId: payout.personId,
          role: payout.role,
          amount: computed.payoutAmounts[position] ?? 0,
          reimbursement: data.expenses
            .filter((expense) => expense.reimburseTo === payout.personId)
            .reduce((sum, expense) => sum + expense.amount, 0),
          paidDate: payout.paid?.date ?? null,
          paidMethod: payout.paid?.method ?? null,
          paidReference: payout.paid?.reference ?? '',
        }),
      );
      return now;
    },
    /** Whether any payout names the person. */
    isNamed: (personId: string): boolean => namedOnce.get(personId) !== undefined,
    getSeries(seriesId: string): { deal: Deal | null; updatedAt: string } | undefined {
      const row = getSeries.get(seriesId);
      return row ? { deal: dealOf(row.deal), updatedAt: row.updated_at } : undefined;
    },
    saveSeries(seriesId: string, deal: Deal | null): string {
      const now = nowIso();
      upsertSeries.run(seriesId, jsonOrNull(deal), now);
      return now;
    },
    /** The ids of a series' dates, earliest first. */
    datesOf: (seriesId: string): string[] => datesOf.all(seriesId).map((row) => row.id),
  };
}

export type MoneyRepository = ReturnType<typeof createMoneyRepository>;
