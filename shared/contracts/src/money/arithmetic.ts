/**
 * The arithmetic of a show's money (docs/money.md): one module the server (totals stored on
 * write), the web admin and the desktop (offline) all compute with, so the three never disagree
 * by a cent. Amounts are whole cents; percentages and rates per mile are decimals.
 */

/** The deal types: a fixed fee, a share of the door, the greater of both, fee plus a share past a split point, or by the hour. */
export const DEAL_TYPES = ['flat', 'door', 'versus', 'plus', 'hourly'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** How a player is paid: a fixed amount, a percentage of the net, or an equal share of what is left. */
export const PAYOUT_RULES = ['flat', 'share', 'percent'] as const;
export type PayoutRule = (typeof PAYOUT_RULES)[number];

export interface DealFigures {
  type: DealType;
  guarantee: number;
  doorPercent: number;
  splitPoint: number;
  hours: number;
  rate: number;
}

export interface SettlementFigures {
  gross: number;
  houseCosts: number;
  tips: number;
}

export interface ExpenseFigures {
  amount: number;
  offTop: boolean;
  reimburseTo: string;
}

export interface PayoutFigures {
  rule: PayoutRule;
  amount: number;
  percent: number;
  minimum: number;
}

// decimals (percentages, hours, rates per mile) are read to 4 places: an exact integer numerator
const DECIMAL_SCALE = 10_000;
const scaled = (decimal: number): number => Math.round(decimal * DECIMAL_SCALE);

/**
 * numerator / denominator rounded half up (toward +infinity at exactly .5), both integers. The
 * division of two exact integers is correctly rounded, so the floor lands on the right integer
 * for every amount a show can have.
 */
const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** `percent` % of `amount` cents, rounded half up to the cent. */
export const percentOf = (amount: number, percent: number): number =>
  divideHalfUp(amount * scaled(percent), 100 * DECIMAL_SCALE);

/** `quantity` (hours, miles; a decimal) times `each` (cents; a decimal for rates per mile), rounded half up. */
export const timesHalfUp = (quantity: number, each: number): number =>
  divideHalfUp(scaled(quantity) * scaled(each), DECIMAL_SCALE * DECIMAL_SCALE);

/** What the door earns by the deal: doorPercent of (gross − houseCosts), never below 0. */
const doorFigure = (deal: DealFigures, settlement: SettlementFigures): number =>
  Math.max(0, percentOf(settlement.gross - settlement.houseCosts, deal.doorPercent));

/**
 * The artist's share by the deal. An unsettled show (no settlement yet) counts its guarantee
 * where the door decides; no deal at all is 0.
 */
export function artistShare(deal: DealFigures | null, settlement: SettlementFigures | null): number {
  if (!deal) return 0;
  switch (deal.type) {
    case 'flat':
      return deal.guarantee;
    case 'hourly':
      return timesHalfUp(deal.hours, deal.rate);
    case 'door':
      return settlement ? doorFigure(deal, settlement) : deal.guarantee;
    case 'versus':
      return settlement ? Math.max(deal.guarantee, doorFigure(deal, settlement)) : deal.guarantee;
    case 'plus':
      return settlement
        ? deal.guarantee + Math.max(0, percentOf(settlement.gross - deal.splitPoint, deal.doorPercent))
        : deal.guarantee;
  }
}

/** net = artistShare + tips − the expenses taken off the top. */
export const netOf = (share: number, tips: number, expenses: readonly ExpenseFigures[]): number =>
  share + tips - expenses.filter((expense) => expense.offTop).reduce((sum, expense) => sum + expense.amount, 0);

/**
 * `whole` cents in `count` equal parts; the leftover cents go one each to the first parts, so
 * the parts always sum to the whole. Nothing to share (0 or less) gives parts of 0.
 */
export function equalParts(whole: number, count: number): number[] {
  if (count <= 0) return [];
  if (whole <= 0) return Array.from({ length: count }, () => 0);
  const base = Math.floor(whole / count);
  const leftover = whole - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < leftover ? 1 : 0));
}

export interface PayoutSplit {
  /** Each payout's amount, in the order of `payouts`. */
  amounts: number[];
  /** The leader's equal share (0 without leaderShare); part of leaderTake. */
  leaderShare: number;
  /** net − all payouts: what the leader keeps; negative is a loss. */
  leaderTake: number;
}

/**
 * The band's pay from the net: flat and percent (of the net) first; what is left is split in
 * equal shares among the `share` payouts and the leader when `leaderShare` (the leader's part
 * last in the leftover cents' order); no payout is below 0, and a share below its minimum is
 * raised to it.
 */
export function splitPayouts(net: number, payouts: readonly PayoutFigures[], leaderShare: boolean): PayoutSplit {
  const fixed = payouts.map((payout) => {
    if (payout.rule === 'flat') return Math.max(0, payout.amount);
    if (payout.rule === 'percent') return Math.max(0, percentOf(net, payout.percent));
    return 0;
  });
  const rest = net - fixed.reduce((sum, amount) => sum + amount, 0);
  const sharers = payouts.flatMap((payout, index) => (payout.rule === 'share' ? [index] : []));
  const parts = equalParts(rest, sharers.length + (leaderShare ? 1 : 0));
  const amounts = [...fixed];
  sharers.forEach((index, order) => {
    amounts[index] = Math.max(parts[order]!, Math.max(0, payouts[index]!.minimum));
  });
  const paid = amounts.reduce((sum, amount) => sum + amount, 0);
  return { amounts, leaderShare: leaderShare ? (parts.at(-1) ?? 0) : 0, leaderTake: net - paid };
}

/**
 * The rate of a year from a table by year ({ "2025": 70, "2026": 72.5 }): that year's, else the
 * latest year before it, else the earliest (a table that starts later); 0 for an empty table.
 */
export function rateOfYear(table: Readonly<Record<string, number>>, year: number): number {
  const years = Object.keys(table)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  if (years.length === 0) return 0;
  const chosen = years.filter((y) => y <= year).at(-1) ?? years[0]!;
  return table[String(chosen)] ?? 0;
}

/** A trip priced at its year's rate (decimal cents per mile), rounded half up. */
export const mileageCost = (miles: number, rates: Readonly<Record<string, number>>, year: number): number =>
  timesHalfUp(miles, rateOfYear(rates, year));

export interface MoneyFigures {
  deal: DealFigures | null;
  settlement: SettlementFigures | null;
  payouts: readonly PayoutFigures[];
  leaderShare: boolean;
  expenses: readonly ExpenseFigures[];
  payments: readonly { amount: number }[];
  mileage: { miles: number } | null;
}

/** What a show's money answers as `totals`. */
export interface MoneyTotals {
  artistShare: number;
  net: number;
  /** Every payout as computed, paid or not; reimbursements apart. */
  payoutsDue: number;
  leaderTake: number;
  /** The sum of the payments. */
  received: number;
  /** artistShare − received, never below 0. */
  outstanding: number;
}

/** Everything computed of a show's money: the totals, each payout, and the figures reports sum. */
export interface MoneyComputed {
  totals: MoneyTotals;
  payoutAmounts: number[];
  tips: number;
  /** Every expense, off the top or reimbursed. */
  expenses: number;
  /** Expenses reimbursed to a player: paid with the payout, not income. */
  reimbursements: number;
  mileage: number;
}

const sumOf = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + amount, 0);

/** The whole computation of one show's money, `year` being the show's year in the site's zone (for mileage). */
export function computeMoney(
  money: MoneyFigures,
  context: { mileageRates: Readonly<Record<string, number>>; year: number },
): MoneyComputed {
  const share = artistShare(money.deal, money.settlement);
  const tips = money.settlement?.tips ?? 0;
  const net = netOf(share, tips, money.expenses);
  const split = splitPayouts(net, money.payouts, money.leaderShare);
  const received = sumOf(money.payments.map((payment) => payment.amount));
  return {
    totals: {
      artistShare: share,
      net,
      payoutsDue: sumOf(split.amounts),
      leaderTake: split.leaderTake,
      received,
      outstanding: Math.max(0, share - received),
    },
    payoutAmounts: split.amounts,
    tips,
    expenses: sumOf(money.expenses.map((expense) => expense.amount)),
    reimbursements: sumOf(money.expenses.filter((expense) => expense.reimburseTo).map((expense) => expense.amount)),
    mileage: money.mileage ? mileageCost(money.mileage.miles, context.mileageRates, context.year) : 0,
  };
}

/** What a person is reimbursed on a show: the expenses reimbursed to them. */
export const reimbursementOf = (expenses: readonly ExpenseFigures[], personId: string): number =>
  sumOf(expenses.filter((expense) => expense.reimburseTo === personId).map((expense) => expense.amount));
