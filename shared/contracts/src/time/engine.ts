/**
 * The one engine of the site's time: a time zone's offset at an instant, read with Intl (every
 * browser and Node have it), so the public pages carry no Temporal polyfill (docs/islands.md,
 * the budgets). engine.test.ts holds it to Temporal's answers across daylight-saving changes.
 *
 * Two directions, two argument orders: an instant to its wall clock takes (instant, timeZone);
 * a wall time to its instant takes (timeZone, year, month, day, hour, minute).
 */

/** Wall-clock parts of an instant in a time zone. */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** An instant as code hands it around: epoch ms, a Date or an ISO text. */
export type Instant = number | string | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US Intl.DateTimeFormat with `options`, made once per `key` and kept: making one costs
 * about a hundred times what formatting with it does (a week of lesson times on a slow phone
 * was a long task, docs/performance.md). A few hundred keys at most: a server asked in many zones.
 */
export function keptFormatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

const formatter = (timeZone: string): Intl.DateTimeFormat =>
  keptFormatter(`parts ${timeZone}`, {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** Epoch ms of a wall time read as UTC (years 0-99 too, which Date.UTC would move to 19xx). */
export function utcOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Milliseconds the zone is ahead of UTC at `ms` (to the second), read from the zone's clock. */
function readOffset(ms: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  const wall = utcOf(
    Number(parts.year),
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

const WEEK = 7 * 24 * 3600_000;
/** Per zone, per UTC week: the zone's offset through the whole week, or null when it changes in it. */
const weekOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset at `ms`. Reading a zone's clock is the costly part (the sitemap dates 20,000
 * shows), so the offset at the start and the end of the instant's UTC week is read once and
 * kept: when both agree, it held through the week (no zone changes its offset twice in a week);
 * a week with a change reads the clock at each instant.
 */
export function offsetAt(ms: number, timeZone: string): number {
  let zone = weekOffsets.get(timeZone);
  if (!zone) weekOffsets.set(timeZone, (zone = new Map()));
  const week = Math.floor(ms / WEEK);
  let offset = zone.get(week);
  if (offset === undefined) {
    const first = readOffset(week * WEEK, timeZone);
    offset = first === readOffset((week + 1) * WEEK - 1000, timeZone) ? first : null;
    if (zone.size >= 10_000) zone.clear();
    zone.set(week, offset);
  }
  return offset ?? readOffset(ms, timeZone);
}

/** Epoch ms of an instant; a RangeError for one that is not a time (as Intl answers). */
export function msOf(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return ms;
}

/** The wall clock of an instant in the zone. */
export function wallClock(instant: Instant, timeZone: string): WallClock {
  const ms = msOf(instant);
  const wall = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const DAY_MS = 86_400_000;

/** The instants the zone's clocks show that wall time at: none (skipped), one, or two (repeated). */
function instantsOf(timeZone: string, asUtc: number): number[] {
  // read with the zone's offset a day before and a day after (no zone changes twice in two days)
  const before = asUtc - offsetAt(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, timeZone);
  return [...new Set([before, after])].filter((ms) => asUtc - offsetAt(ms, timeZone) === ms).sort((a, b) => a - b);
}

/**
 * The instant (epoch ms) at which the zone's clocks show the given wall time. A wall time
 * skipped by a daylight-saving jump moves forward by the gap (2:30 becomes 3:30); one that
 * happens twice when clocks fall back is the earlier (Temporal's "compatible" disambiguation).
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = utcOf(year, month, day, hour, minute);
  const found = instantsOf(timeZone, asUtc);
  // skipped: read with the offset before the jump, it lands after the jump by the gap
  return found[0] ?? asUtc - offsetAt(asUtc - DAY_MS, timeZone);
}

/**
 * The one instant the zone's clocks show the given wall time at; undefined when a
 * daylight-saving change skips it or shows it twice (Temporal's "reject"). Lesson slots use it:
 * a start that does not exist, or exists twice, is no slot.
 */
export function exactInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): number | undefined {
  const found = instantsOf(timeZone, utcOf(year, month, day, hour, minute));
  return found.length === 1 ? found[0] : undefined;
}
