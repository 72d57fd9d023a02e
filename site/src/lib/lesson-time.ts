import { wallClock } from '@jazz/shared/shows';

/** A calendar day as YYYY-MM-DD. */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The day an instant falls on in the zone. */
export function dayIn(instant: string | number, timeZone: string): Day {
  const w = wallClock(new Date(instant), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** A calendar day moved by whole days (calendar arithmetic: no zone involved). */
export function addDays(day: Day, days: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Monday of the day's week. */
export function mondayOf(day: Day): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** "Tue, Mar 10" for a calendar day. */
export function dayLabel(day: Day): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "4:30 PM" in the zone. */
export function timeIn(instant: string, timeZone: string, withZone = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone && { timeZoneName: 'short' }),
  }).format(new Date(instant));
}

/** "Tue, Mar 10, 4:30 PM EDT" in the zone. */
export function whenIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** The visitor's own zone, when the browser tells it. */
export function visitorZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
