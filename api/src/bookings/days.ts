import type * as Chrono from 'chrono-node';
import { wallClock, zonedInstant } from '@jazz/shared/shows';
import { lazyPackage } from '../lazy-package';

const chrono = lazyPackage<typeof Chrono>('chrono-node');

/** At most this many days from one request's text (a range of a month, several dates). */
const MAX_DAYS = 62;

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
    const from = Date.UTC(yearOf(start), start.get('month')! - 1, start.get('day')!);
    const end = result.end;
    const to = end && end.isCertain('day') ? Date.UTC(yearOf(end), end.get('month')! - 1, end.get('day')!) : from;
    for (let t = from; t <= to && days.size < MAX_DAYS; t += 86_400_000) {
      const d = new Date(t);
      days.add(dayKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()));
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
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(zonedInstant(timeZone, year, month, date, 20, 0)).toISOString();
};
