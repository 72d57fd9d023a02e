import type * as Chrono from 'chrono-node';
import { dayParts } from '@jazz/contracts/shows';
import { wallClock, zonedInstant } from '@jazz/contracts/zoned';
import { lazyPackage } from '../lazy-package';

const chrono = lazyPackage<typeof Chrono>('chrono-node');

/** At most this many days from one request's text (a range of a month, several dates). */
const MAX_DAYS = 62;

/** Day numbers after a date: " or 18", ", 2 and 9" (not a time: "17 at 8", "17, 8pm"). */
const FOLLOWING_DAYS =
  /^(?:\s*(?:,|&|\/|\bor\b|\band\b)\s*(?:or\b|and\b)?\s*\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?::|[ap]\.?m\b)))+/i;
/** The year written after such a list: ", 2032". */
const LIST_YEAR = /^\s*,?\s*(\d{4})\b/;
/** Day numbers before "5th of May": "the 3rd, 4th or ". */
const PRECEDING_DAYS = /(?:\b\d{1,2}(?:st|nd|rd|th)?\s*(?:,|&|\bor\b|\band\b)\s*(?:or\s+|and\s+)?)+$/i;

const dayKey = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The days a booker's free text names ("Dec 12", "June 12-14, 2027", "the 3rd or 4th of May"),
 * as yyyy-mm-dd in the site's zone. chrono reads the text; dates without a year are the next
 * such date after the request (forwardDate). Text it can not read gives no days.
 */
export function daysOf(text: string, askedAt: Date, timeZone: string): string[] {
  const clock = wallClock(askedAt, timeZone);
  // the reference is the request's wall date in the site's zone, read by chrono as a local date
  const reference = new Date(Date.UTC(clock.year, clock.month - 1, clock.day, 12));
  const results = chrono().parse(text, { instant: reference, timezone: 0 }, { forwardDate: true });
  // "Dec 12 or Dec 14, 2030": a year written once counts for the dates written without one
  const written = results.flatMap((r) => [r.start, r.end]).filter((c) => c?.isCertain('year'));
  const textYear = written.length ? written[written.length - 1]!.get('year') : null;
  const yearOf = (c: Chrono.ParsedComponents) => (c.isCertain('year') || !textYear ? c.get('year')! : textYear);
  const days = new Set<string>();
  for (const result of results) {
    const start = result.start;
    if (!start.isCertain('day')) continue;
    // "July 17 or 18, 2032": chrono reads the first day only; the others share its month and year
    const after = text.slice(result.index + result.text.length);
    const following = FOLLOWING_DAYS.exec(after)?.[0] ?? '';
    const listYear = following && !start.isCertain('year') ? LIST_YEAR.exec(after.slice(following.length)) : null;
    const year = listYear ? Number(listYear[1]) : yearOf(start);
    const month = start.get('month')!;
    const from = Date.UTC(year, month - 1, start.get('day')!);
    const end = result.end;
    const to = end && end.isCertain('day') ? Date.UTC(yearOf(end), end.get('month')! - 1, end.get('day')!) : from;
    for (let t = from; t <= to && days.size < MAX_DAYS; t += 86_400_000) {
      const d = new Date(t);
      days.add(dayKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()));
    }
    // "the 3rd, 4th or 5th of May": the days written before the one chrono read
    const preceding = /^\d/.test(result.text) ? (PRECEDING_DAYS.exec(text.slice(0, result.index))?.[0] ?? '') : '';
    for (const match of `${preceding} ${following}`.matchAll(/\d{1,2}/g)) {
      const day = Number(match[0]);
      const d = new Date(Date.UTC(year, month - 1, day));
      // "February 30" is no day
      if (day >= 1 && d.getUTCMonth() === month - 1 && days.size < MAX_DAYS) days.add(dayKey(year, month, day));
    }
  }
  return [...days].sort();
}

/** The site-zone day (yyyy-mm-dd) of an instant. */
export function dayOfInstant(instant: string, timeZone: string): string {
  const clock = wallClock(new Date(instant), timeZone);
  return dayKey(clock.year, clock.month, clock.day);
}

/** 8 PM on a day in the site's zone, as an ISO instant: the start "Add as show" suggests. */
export const eveningOf = (day: string, timeZone: string): string => {
  const [year, month, date] = dayParts(day);
  return new Date(zonedInstant(timeZone, year, month, date, 20, 0)).toISOString();
};
