import type { EventStatus } from '@jazz/contracts';
import { dayAndTime, isRealDay, isTimeZone, zonedInstant } from '@jazz/contracts/time';
import type { ImportDate } from './import-row';

export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface Clock {
  hour: number;
  minute: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Day): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

function realDay(year: number, month: number, day: number): Day | null {
  if (year < 1900 || year > 2999 || !isRealDay(dayText({ year, month, day }))) return null;
  return { year, month, day };
}

/**
 * A day as the formats write it: 2027-05-01 (or 2027/05/01); with slashes month first,
 * 5/1/2027; with hyphens day first, 01-05-2027 (The Events Calendar's rule: "05/06/2016" is
 * May 6th, "05-06-2016" the 5th of June). A time after the day ("2027-05-01 20:00:00") is
 * ignored here. Null when unreadable.
 */
export function parseDay(value: string): Day | null {
  const text = value.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[ T])/.exec(text);
  if (m) return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:$|[ T])/.exec(text);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return realDay(year, Number(m[1]), Number(m[2]));
  }
  m = /^(\d{1,2})-(\d{1,2})-(\d{4})(?:$|[ T])/.exec(text);
  if (m) return realDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

/**
 * A time of day: 20:00, 20:00:00, 8:00 PM, 8pm. Blank, or GigPress's 00:00:01, is "not
 * announced" ('tba'); anything else unreadable is 'invalid'.
 */
export function parseClock(value: string): Clock | 'tba' | 'invalid' {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '00:00:01' || text === 'tba' || text === 'tbd') return 'tba';
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(text);
  if (!m) return 'invalid';
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[4]?.[0];
  if (!m[2] && !half) return 'invalid';
  if (half) {
    if (hour < 1 || hour > 12) return 'invalid';
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return 'invalid';
  return { hour, minute };
}

/**
 * "UTC", "UTC-5", "UTC+05:30", "GMT+1": the zone as Intl names a fixed offset ("+00:00",
 * "-05:00", "+05:30", "+01:00"); null for anything else (and for an offset past 23:59).
 */
function offsetZone(zone: string): string | null {
  const m = /^(?:utc|gmt|z)(?:\s*([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(zone.trim());
  if (!m) return null;
  const [hours, minutes] = [Number(m[2] ?? 0), Number(m[3] ?? 0)];
  if (hours > 23 || minutes > 59) return null;
  return `${m[1] ?? '+'}${pad(hours)}:${pad(minutes)}`;
}

/** Whether a zone written in a file can be used: an IANA name or a UTC offset. */
export const usableZone = (zone: string): boolean => isTimeZone(zone) || offsetZone(zone) !== null;

/** The instant (ms) at which a wall time in `zone` (IANA name or UTC offset) happens. */
export function instantIn(zone: string, day: Day, clock: Clock): number {
  const id = isTimeZone(zone) ? zone : (offsetZone(zone) ?? zone);
  return zonedInstant(id, day.year, day.month, day.day, clock.hour, clock.minute);
}

/**
 * A show's date: a day and a time in the file's zone (or the site's), or a day alone. A day
 * alone starts at midnight in the site's zone and is marked `timeTBA`: nothing shows a time.
 */
export function showDate(
  day: Day,
  clock: Clock | 'tba',
  zone: string,
  siteZone: string,
  status: EventStatus,
  end?: number,
): ImportDate {
  if (clock === 'tba') {
    const start = zonedInstant(siteZone, day.year, day.month, day.day, 0, 0);
    return {
      date: dayText(day),
      time: '',
      startDate: new Date(start).toISOString(),
      endDate: end !== undefined && end > start ? new Date(end).toISOString() : undefined,
      timeTBA: true,
      status,
    };
  }
  const start = instantIn(zone, day, clock);
  const wall = dayAndTime(start, siteZone);
  return {
    ...wall,
    startDate: new Date(start).toISOString(),
    endDate: end !== undefined && end > start ? new Date(end).toISOString() : undefined,
    timeTBA: false,
    status,
  };
}
