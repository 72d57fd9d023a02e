import { addDays, dayOf, dayParts, dayText } from './days';
import { type Instant, msOf, wallClock, zonedInstant } from './engine';

/** The instant of `day` at the wall time `instant` shows in the zone (seconds and ms kept). */
function sameWallTime(instant: Instant, day: string, timeZone: string): number {
  const ms = msOf(instant);
  const w = wallClock(ms, timeZone);
  const [year, month, date] = dayParts(day);
  return zonedInstant(timeZone, year, month, date, w.hour, w.minute) + w.second * 1000 + (((ms % 1000) + 1000) % 1000);
}

/**
 * The same wall time `days` calendar days later in the zone (epoch ms): a weekly lesson keeps its
 * hour across a daylight-saving change. A wall time the change skips moves forward by the gap.
 */
export const daysLater = (instant: Instant, days: number, timeZone: string): number =>
  sameWallTime(instant, addDays(dayOf(instant, timeZone), days), timeZone);

/**
 * The same wall time `months` later in the zone (epoch ms); a day the month lacks becomes its
 * last (January 31 plus a month is February 28 or 29), as Temporal's `add({ months })`.
 */
export function monthsLater(instant: Instant, months: number, timeZone: string): number {
  const [year, month, day] = dayParts(dayOf(instant, timeZone));
  const first = dayText(year, month + months, 1);
  const [y, m] = dayParts(first);
  const last = Number(dayParts(addDays(dayText(y, m + 1, 1), -1))[2]);
  return sameWallTime(instant, dayText(y, m, Math.min(day, last)), timeZone);
}
