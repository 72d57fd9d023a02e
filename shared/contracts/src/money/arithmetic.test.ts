import { describe, expect, it } from 'vitest';
import {
  artistShare,
  computeMoney,
  equalParts,
  mileageCost,
  percentOf,
  rateOfYear,
  splitPayouts,
  type DealFigures,
  type MoneyFigures,
  type PayoutFigures,
} from './arithmetic';
import { amountText, currencySymbol, formatMoney, parseMoney } from './format';
import { counts1099, DEFAULT_MONEY_SETTINGS, EMPTY_DEAL, PAY_METHODS } from './schema';

const deal = (fields: Partial<DealFigures>): DealFigures => ({ ...EMPTY_DEAL, ...fields });
const night = { gross: 200_000, houseCosts: 50_000, tips: 0 };

describe('artistShare by deal type', () => {
  it.each([
    ['flat', deal({ type: 'flat', guarantee: 50_000 }), night, 50_000],
    ['door', deal({ type: 'door', doorPercent: 70 }), night, 105_000],
    ['door below the house costs is 0', deal({ type: 'door', doorPercent: 70 }), { ...night, gross: 10_000 }, 0],
    ['versus, door wins', deal({ type: 'versus', guarantee: 100_000, doorPercent: 80 }), night, 120_000],
    ['versus, guarantee wins', deal({ type: 'versus', guarantee: 150_000, doorPercent: 80 }), night, 150_000],
    [
      'plus past the split point',
      deal({ type: 'plus', guarantee: 30_000, doorPercent: 50, splitPoint: 100_000 }),
      night,
      80_000,
    ],
    [
      'plus short of the split point',
      deal({ type: 'plus', guarantee: 30_000, doorPercent: 50, splitPoint: 300_000 }),
      night,
      30_000,
    ],
    ['hourly', deal({ type: 'hourly', hours: 3, rate: 12_500 }), null, 37_500],
    ['hourly, half hours round half up', deal({ type: 'hourly', hours: 2.5, rate: 3_333 }), null, 8_333],
    ['door unsettled counts the guarantee', deal({ type: 'door', guarantee: 20_000, doorPercent: 70 }), null, 20_000],
    [
      'versus unsettled counts the guarantee',
      deal({ type: 'versus', guarantee: 40_000, doorPercent: 70 }),
      null,
      40_000,
    ],
    ['plus unsettled counts the guarantee', deal({ type: 'plus', guarantee: 10_000, doorPercent: 70 }), null, 10_000],
  ] as const)('%s', (_name, terms, settlement, expected) => {
    expect(artistShare(terms, settlement)).toBe(expected);
  });

  it('is 0 without a deal', () => expect(artistShare(null, night)).toBe(0));
});

describe('rounding', () => {
  it.each([
    [1_001, 50, 501], // 500.5 rounds up
    [999, 50, 500], // 499.5 rounds up
    [1_000, 33.333, 333],
    [12_345, 12.5, 1_543], // 1543.125
    [3, 50, 2], // 1.5 rounds up
    [1, 0.5, 0], // 0.005 rounds down
    [100, 0.5, 1], // 0.5 rounds up
    [-1_001, 50, -500], // half up is toward +infinity
  ])('%i cents at %f %% is %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('equal parts give the leftover cents to the first parts', () => {
    expect(equalParts(100_001, 3)).toEqual([33_334, 33_334, 33_333]);
    expect(equalParts(10, 4)).toEqual([3, 3, 2, 2]);
    expect(equalParts(-50, 2)).toEqual([0, 0]);
    expect(equalParts(5, 0)).toEqual([]);
  });
});

const share = (minimum = 0): PayoutFigures => ({ rule: 'share', amount: 0, percent: 0, minimum });
const flat = (amount: number): PayoutFigures => ({ rule: 'flat', amount, percent: 0, minimum: 0 });
const pct = (percent: number): PayoutFigures => ({ rule: 'percent', amount: 0, percent, minimum: 0 });

describe('splitting the net', () => {
  it.each([
    {
      name: 'uneven shares with the leader last',
      net: 100_000,
      payouts: [share(), share()],
      leaderShare: true,
      amounts: [33_334, 33_333],
      leaderTake: 33_333,
    },
    {
      name: 'two cents left over among three players and no leader share',
      net: 100_002,
      payouts: [share(), share(), share()],
      leaderShare: false,
      amounts: [33_334, 33_334, 33_334],
      leaderTake: 0,
    },
    {
      name: 'flat and percent first, the rest in shares',
      net: 100_000,
      payouts: [flat(20_000), pct(10), share()],
      leaderShare: true,
      amounts: [20_000, 10_000, 35_000],
      leaderTake: 35_000,
    },
    {
      name: 'a minimum raises a share, the leader takes less',
      net: 60_000,
      payouts: [share(25_000), share()],
      leaderShare: true,
      amounts: [25_000, 20_000],
      leaderTake: 15_000,
    },
    {
      name: 'a loss: flat payouts past the net, shares never below 0',
      net: 30_000,
      payouts: [flat(20_000), flat(20_000), share()],
      leaderShare: true,
      amounts: [20_000, 20_000, 0],
      leaderTake: -10_000,
    },
    {
      name: 'a negative net pays no percent',
      net: -5_000,
      payouts: [pct(20), share(10_000)],
      leaderShare: true,
      amounts: [0, 10_000],
      leaderTake: -15_000,
    },
  ])('$name', ({ net, payouts, leaderShare, amounts, leaderTake }) => {
    const split = splitPayouts(net, payouts, leaderShare);
    expect(split.amounts).toEqual(amounts);
    expect(split.leaderTake).toBe(leaderTake);
  });

  it('parts always sum to the net when nothing is raised or clamped', () => {
    for (let net = 0; net < 2_000; net += 7) {
      for (let players = 1; players <= 6; players++) {
        const split = splitPayouts(
          net,
          Array.from({ length: players }, () => share()),
          true,
        );
        expect(split.amounts.reduce((a, b) => a + b, 0) + split.leaderShare).toBe(net);
        expect(split.leaderTake).toBe(split.leaderShare);
      }
    }
  });
});

describe('mileage', () => {
  const rates = { '2025': 70, '2026': 72.5 };
  it.each([
    [2025, 100, 7_000],
    [2026, 100, 7_250],
    [2026, 13, 943], // 942.5 rounds up
    [2026, 0.5, 36], // 36.25
    [2027, 10, 725], // a later year takes the latest
    [2024, 10, 700], // an earlier year takes the earliest
  ])('%i, %f miles: %i cents', (year, miles, expected) => {
    expect(mileageCost(miles, rates, year)).toBe(expected);
  });
  it('a year table without years prices nothing', () => expect(rateOfYear({}, 2026)).toBe(0));
});

describe('a whole show', () => {
  const base: MoneyFigures = {
    deal: deal({ type: 'versus', guarantee: 50_000, doorPercent: 70 }),
    settlement: { gross: 150_000, houseCosts: 30_000, tips: 4_001 },
    payouts: [share(), share(), flat(15_000)],
    leaderShare: true,
    expenses: [
      { amount: 3_000, offTop: true, reimburseTo: '' },
      { amount: 2_500, offTop: true, reimburseTo: 'p1' },
      { amount: 1_000, offTop: false, reimburseTo: '' },
    ],
    payments: [{ amount: 30_000 }],
    mileage: { miles: 120 },
  };

  it('computes the totals, reimbursements apart from the payouts', () => {
    const result = computeMoney(base, { mileageRates: { '2026': 72.5 }, year: 2026 });
    // door 70% of 120,000 = 84,000 beats 50,000; net = 84,000 + 4,001 − 5,500 = 82,501
    expect(result.totals).toEqual({
      artistShare: 84_000,
      net: 82_501,
      payoutsDue: 15_000 + 22_501 + 22_500,
      leaderTake: 22_500,
      received: 30_000,
      outstanding: 54_000,
    });
    expect(result.payoutAmounts).toEqual([22_501, 22_500, 15_000]);
    expect(result.reimbursements).toBe(2_500);
    expect(result.expenses).toBe(6_500);
    expect(result.mileage).toBe(8_700);
  });

  it('outstanding is never below 0', () => {
    const paid = computeMoney({ ...base, payments: [{ amount: 100_000 }] }, { mileageRates: {}, year: 2026 });
    expect(paid.totals.outstanding).toBe(0);
  });
});

describe('money as typed and shown', () => {
  it.each([
    ['1,234.5', 123_450],
    ['$80', 8_000],
    ['0.07', 7],
    ['12.345', null],
    ['abc', null],
    ['€1.234', null],
    ['€80.5', 8_050],
    [amountText(123_450), 123_450],
    // a decimal comma, as much of Europe types it: never read as thousands (12,50 is not 1,250)
    ['12,50', 1_250],
    ['12,5', 1_250],
    ['€1.234,50', 123_450],
    ['1 234,50 €', 123_450],
    // three figures after a comma: thousands
    ['1,234', 123_400],
    ['12,345.67', 1_234_567],
  ])('%s', (typed, expected) => expect(parseMoney(typed)).toBe(expected));
  it('formats with the currency', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(123_450, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(-500, 'GBP')).toBe('-£5.00');
  });
  it('names the sign of the currency', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CAD')).toBe('CA$');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
  it('writes an amount to type without its sign, none as empty', () => {
    expect(amountText(123_450)).toBe('1,234.50');
    expect(amountText(7)).toBe('0.07');
    expect(amountText(0)).toBe('');
  });
});

describe('the 1099 list', () => {
  const thresholds = DEFAULT_MONEY_SETTINGS.thresholds1099;
  it.each([
    [2025, 60_000],
    [2026, 200_000],
    [2027, 200_000],
  ])('the threshold of %i is %i cents', (year, expected) => expect(rateOfYear(thresholds, year)).toBe(expected));
  it('counts the methods no platform reports', () => {
    expect(PAY_METHODS.filter((method) => counts1099(method))).toEqual(['cash', 'check', 'ach', 'zelle', 'other']);
  });
});
