import type * as Chrono from 'chrono-node';
import { addDays, dayOf, dayParts, dayText, zonedInstant } from '@jazz/contracts/time';
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

/**
 * The days a booker's free text names ("Dec 12", "June 12-14, 2027", "the 3rd or 4th of May"),
 * as yyyy-mm-dd in the site's zone. chrono reads the text; dates without a year are the next
 * such date after the request (forwardDate). Text it can not read gives no days.
 */
export function daysOf(text: string, askedAt: Date, timeZone: string): string[] {
  // the reference is the request's wall date in the site's zone, read by chrono as a local date
  const reference = new Date(`${dayOf(askedAt, timeZone)}T12:00:00Z`);
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
    const from = dayText(year, month, start.get('day')!);
    const end = result.end;
    const to = end && end.isCertain('day') ? dayText(yearOf(end), end.get('month')!, end.get('day')!) : from;
    for (let day = from; day <= to && days.size < MAX_DAYS; day = addDays(day, 1)) days.add(day);
    // "the 3rd, 4th or 5th of May": the days written before the one chrono read
    const preceding = /^\d/.test(result.text) ? (PRECEDING_DAYS.exec(text.slice(0, result.index))?.[0] ?? '') : '';
    for (const match of `${preceding} ${following}`.matchAll(/\d{1,2}/g)) {
      const day = dayText(year, month, Number(match[0]));
      // "February 30" is no day (it rolls over into March)
      if (dayParts(day)[1] === month && days.size < MAX_DAYS) days.add(day);
    }
  }
  return [...days].sort();
}

/** 8 PM on a day in the site's zone, as an ISO instant: the start "Add as show" suggests. */
export const eveningOf = (day: string, timeZone: string): string => {
  const [year, month, date] = dayParts(day);
  return new Date(zonedInstant(timeZone, year, month, date, 20, 0)).toISOString();
};
