import type { Event, LineupEntry } from '../event';
import { daysLater, wallClock, zonedInstant } from '../time';

/** The site's usual show length when the owner has set none (Edit Pages → Site details). */
export const DEFAULT_SHOW_MINUTES = 120;

// "8:00 PM – 10:30 PM", "8-11pm", "7 to 10", "20:00–23:30": a start, a dash or "to", an end
const RANGE =
  /(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*(?:-|–|—|to|until|till)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i;

const hour24 = (hour: number, suffix: string | undefined, fallback: 'am' | 'pm' | undefined) => {
  const half = suffix?.toLowerCase().startsWith('p') ? 'pm' : suffix?.toLowerCase().startsWith('a') ? 'am' : fallback;
  if (!half) return hour;
  return (hour % 12) + (half === 'pm' ? 12 : 0);
};

/**
 * The end a time text names ("8:00 PM – 10:30 PM" ends at 10:30 PM), as an instant on the
 * start's day in the site's zone (the next day when it is not after the start), or null.
 */
export function endFromTimeText(timeText: string, startDate: string, timeZone: string): string | null {
  const match = RANGE.exec(timeText);
  if (!match) return null;
  const start = new Date(startDate);
  const w = wallClock(start, timeZone);
  const endSuffix = match[6];
  // "8-11pm": the end's half of the day; "7 to 10" at a 19:00 start: the start's
  // a 24-hour text ("20:00–0:30") takes its numbers as they are
  const twelveHour = Number(match[1]) <= 12 && Number(match[4]) <= 12;
  let endHour = hour24(Number(match[4]), endSuffix, twelveHour && w.hour >= 12 ? 'pm' : undefined);
  const endMinute = Number(match[5] ?? 0);
  if (endHour > 23 || endMinute > 59) return null;
  let end = zonedInstant(timeZone, w.year, w.month, w.day, endHour, endMinute);
  if (end <= start.getTime() && twelveHour && !endSuffix && endHour < 12) {
    endHour += 12;
    end = zonedInstant(timeZone, w.year, w.month, w.day, endHour, endMinute);
  }
  if (end <= start.getTime()) {
    // the next day by the calendar (the night the clocks change has 23 or 25 hours)
    const next = wallClock(daysLater(start, 1, timeZone), timeZone);
    end = zonedInstant(timeZone, next.year, next.month, next.day, endHour % 24, endMinute);
  }
  return new Date(end).toISOString();
}

/**
 * When a show ends, for calendars and JSON-LD: its endDate, else the end its time text names,
 * else its start plus the site's usual show length.
 */
export function showEnd(
  event: Pick<Event, 'startDate' | 'timeText' | 'endDate'>,
  timeZone: string,
  showMinutes = DEFAULT_SHOW_MINUTES,
): string {
  if (event.endDate) return event.endDate;
  return (
    endFromTimeText(event.timeText, event.startDate, timeZone) ??
    new Date(Date.parse(event.startDate) + showMinutes * 60_000).toISOString()
  );
}

/** "Ray Vega (bass), Jeff Salisbury (drums)". */
export const lineupText = (lineup: readonly LineupEntry[] | undefined): string =>
  (lineup ?? []).map((p) => (p.instrument ? `${p.name} (${p.instrument})` : p.name)).join(', ');

/** The first amount of a price text ("$20, students $10" → 20 USD; "Free" → 0), or null. */
export function priceOf(price: string | undefined): { price: number; currency: string } | null {
  const text = (price ?? '').trim();
  if (!text) return null;
  if (/^(free|free admission|no cover)\b/i.test(text)) return { price: 0, currency: 'USD' };
  const match = /(\$|€|£|USD|EUR|GBP|CAD)?\s*(\d+(?:[.,]\d{1,2})?)/i.exec(text);
  if (!match) return null;
  const symbol = (match[1] ?? '$').toUpperCase();
  const currency = { $: 'USD', '€': 'EUR', '£': 'GBP' }[symbol] ?? symbol;
  return { price: Number(match[2]!.replace(',', '.')), currency };
}

// a show's place and its "where" line are the place module's (../place.ts); shows code reads them here too
export { placeLines, placeOf, whereLine } from '../place';

/** A show whose time is not known yet: its day only, everywhere. */
export const timeToBeAnnounced = (event: Pick<Event, 'timeTBA'>) => event.timeTBA === true;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 3": a day in the site's zone, short. */
export function shortDateText(instant: string, timeZone: string): string {
  const w = wallClock(new Date(instant), timeZone);
  return `${SHORT_MONTHS[w.month - 1]} ${w.day}`;
}

/** "Every Thursday, Dec 3 – Feb 25": a series in one line (follow digests). */
export const seriesDatesText = (repeatText: string, first: string, last: string, timeZone: string): string =>
  first === last
    ? `${repeatText}, ${shortDateText(first, timeZone)}`
    : `${repeatText}, ${shortDateText(first, timeZone)} – ${shortDateText(last, timeZone)}`;
