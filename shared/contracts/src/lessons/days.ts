import { formatDay, keptFormatter, type Day } from '../time';

/**
 * The words of the lesson screens (the booking week, the admin's week). Their days are
 * `@jazz/contracts/time` days: YYYY-MM-DD in the site's zone.
 */

/** "Tue, Mar 10" for a calendar day. */
export const dayLabel = (day: Day): string => formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' });

/** "4:30 PM" in the zone, with the zone's short name when asked ("4:30 PM EDT"). */
export const timeIn = (instant: string, timeZone: string, withZone = false): string =>
  // kept per zone and form: /lessons' page script writes two per open time of the week in one task
  keptFormatter(`time ${timeZone} ${withZone}`, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone && { timeZoneName: 'short' }),
  }).format(new Date(instant));
