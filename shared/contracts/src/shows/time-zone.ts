/**
 * Zone arithmetic for the code the public pages run (the show rules, the lesson days): Intl
 * only, so their JavaScript carries no Temporal polyfill (docs/islands.md, the budgets). The
 * server and the admin use zoned.ts (`@jazz/contracts/zoned`), on Temporal; zoned.test.ts holds
 * the two to the same answers across daylight-saving changes.
 */

/** Wall-clock parts of an instant in a time zone (Intl only: works in Node and every browser). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(new Date(ms), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's clocks show the given wall time, as Temporal's "compatible"
 * disambiguation answers it (zoned.ts, which the server and the admin use): a wall time
 * skipped by a daylight-saving jump moves forward by the gap (2:30 becomes 3:30); one that
 * happens twice when clocks fall back is the earlier. Read with the zone's offset a day before
 * and a day after (no zone changes twice in two days).
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = asUtc - offsetAt(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, timeZone);
  const shows = (instant: number) => asUtc - offsetAt(instant, timeZone) === instant;
  if (shows(before) && shows(after)) return Math.min(before, after);
  if (shows(after)) return after;
  // shown with the earlier offset, or skipped: read with that offset, it lands after the jump
  return before;
}

/**
 * The zone as people say it ("Eastern Time" for America/New_York), for the line under a shows
 * list; the zone's id when the platform has no name for it.
 */
export function zoneLabel(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^GMT[+-]/.test(name)) return name;
  } catch {
    // an unknown zone: fall through to its id
  }
  return timeZone.replace(/_/g, ' ');
}
