import { addDays } from '@jazz/contracts/time';

/** A period split for the monthly totals: its whole months, and the days before and after them. */
export interface PeriodParts {
  /** Days before the first whole month (or the whole period when it holds no whole month). */
  before: [string, string] | null;
  months: [string, string] | null;
  after: [string, string] | null;
}

/** Splits `from`..`to` (inclusive days) into whole months (YYYY-MM) and the days around them. */
export function splitByMonths(from: string, to: string): PeriodParts {
  const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
  const firstFull = from === startOfMonth(from) ? from : startOfMonth(addDays(startOfMonth(from), 32));
  const afterTo = addDays(to, 1);
  // the day after the last whole month: the first of to's month, or of the next when to ends one
  const endFull = afterTo === startOfMonth(afterTo) ? afterTo : startOfMonth(to);
  if (firstFull >= endFull) return { before: [from, to], months: null, after: null };
  return {
    before: from < firstFull ? [from, addDays(firstFull, -1)] : null,
    months: [firstFull.slice(0, 7), addDays(endFull, -1).slice(0, 7)],
    after: endFull <= to ? [endFull, to] : null,
  };
}
