import { dayParts } from '@jazz/contracts/shows';
import { wallClock, zonedInstant } from '@jazz/contracts/zoned';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as YYYY-MM-DD. */
export const dayText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The day `days` calendar days after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = dayParts(day);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return dayText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = dayParts(day);
    return Date.UTC(y, m - 1, d);
  };
  return Math.max(0, Math.round((utc(to) - utc(from)) / 86_400_000) + 1);
}

/** Whether a YYYY-MM-DD text names a real day. */
export function isRealDay(day: string): boolean {
  const [y, m, d] = dayParts(day);
  return addDays(day, 0) === day && y >= 1970 && m >= 1 && d >= 1;
}

/**
 * The SITE_TIMEZONE day of an instant. A hit asks this thousands of times a second: the day's
 * bounds are kept, so the zone is consulted once a day (and on a clock moved back).
 */
export function dayOfZone(timeZone: string): (ms: number) => string {
  let start = 0;
  let end = -1;
  let current = '';
  return (ms) => {
    if (ms >= start && ms < end) return current;
    const w = wallClock(new Date(ms), timeZone);
    current = dayText(w.year, w.month, w.day);
    start = zonedInstant(timeZone, w.year, w.month, w.day);
    const next = dayParts(addDays(current, 1));
    end = zonedInstant(timeZone, next[0], next[1], next[2]);
    // a zone whose day starts at a skipped midnight: keep the bounds honest
    if (!(ms >= start && ms < end)) end = -1;
    return current;
  };
}

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
