/**
 * Events are edited in the musician's zone (SITE_TIMEZONE) whatever the computer's zone is:
 * the API stores instants, the picker shows wall-clock time in that zone. Plain Intl, no
 * date library: the conversion is small and its DST edges are tested.
 */
export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, fmt);
  }
  return fmt;
}

function partsAt(ms: number, zone: string): WallTime & { second: number } {
  const out: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetAt(ms: number, zone: string): number {
  const p = partsAt(ms, zone);
  const whole = Math.floor(ms / 1000) * 1000;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

export function instantToWallTime(iso: string, zone: string): WallTime {
  const { second: _second, ...wall } = partsAt(Date.parse(iso), zone);
  return wall;
}

/**
 * The instant a wall-clock time in `zone` names. An ambiguous time (the repeated hour when
 * clocks fall back) is the earlier one; a time skipped when clocks spring forward moves
 * forward by the gap (2:30 becomes 3:30), like Temporal's "compatible" disambiguation.
 */
export function wallTimeToInstant(wall: WallTime, zone: string): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = asUtc - offsetAt(asUtc, zone);
  const secondOffset = offsetAt(first, zone);
  if (asUtc - secondOffset === first) return new Date(first).toISOString();
  const second = asUtc - secondOffset;
  if (offsetAt(second, zone) === secondOffset) return new Date(second).toISOString();
  return new Date(Math.max(first, second)).toISOString();
}

/** A Date in the computer's zone whose fields show the wall time of `iso` in `zone` (the picker's value). */
export function toPickerDate(iso: string, zone: string): Date | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const w = instantToWallTime(iso, zone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute);
}

/** The instant for a picker Date whose local fields are a wall time in `zone`. */
export function fromPickerDate(date: Date, zone: string): string {
  return wallTimeToInstant(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    },
    zone,
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "May 3, 2027 8:00 PM" in `zone` (the picker's "MMMM d, yyyy h:mm aa"); 12:xx is PM, 00:xx is 12:xx AM. */
export function formatInZone(iso: string, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const w = instantToWallTime(iso, zone);
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  const minute = String(w.minute).padStart(2, '0');
  return `${MONTHS[w.month - 1]} ${w.day}, ${w.year} ${hour12}:${minute} ${w.hour < 12 ? 'AM' : 'PM'}`;
}
