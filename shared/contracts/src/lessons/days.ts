import { formatDay, type Day } from '../time';

/**
 * The words of the lesson screens (the booking week, the admin's week). Their days are
 * `@jazz/contracts/time` days: YYYY-MM-DD in the site's zone.
 */

/** "Tue, Mar 10" for a calendar day. */
export const dayLabel = (day: Day): string => formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' });

/**
 * One formatter per zone and form, kept: making an Intl.DateTimeFormat costs about a hundred
 * times what formatting with it does, and /lessons' page script writes two per open time of the
 * week in one task (islands/lesson-times.ts: a long task on a slow phone, docs/performance.md).
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "4:30 PM" in the zone, with the zone's short name when asked ("4:30 PM EDT"). */
export function timeIn(instant: string, timeZone: string, withZone = false): string {
  const key = `${timeZone} ${withZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withZone && { timeZoneName: 'short' }),
    });
    // a few zones in a browser; a bound for a server asked in many
    if (timeFormats.size >= 100) timeFormats.clear();
    timeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}
