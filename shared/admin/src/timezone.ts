/**
 * Events are edited in the musician's zone (SITE_TIMEZONE) whatever the computer's zone is:
 * the API stores instants, the picker shows wall-clock time in that zone. The zone arithmetic
 * is `@jazz/contracts/time`'s, the same as the server's and the public pages', so the site and
 * the admin agree on every edge.
 */
import { dateTimeText } from '@jazz/contracts/shows';
import { wallClock, zonedInstant } from '@jazz/contracts/time';

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function instantToWallTime(iso: string, zone: string): WallTime {
  const { year, month, day, hour, minute } = wallClock(new Date(iso), zone);
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time in `zone` names. An ambiguous time (the repeated hour when
 * clocks fall back) is the earlier one; a time skipped when clocks spring forward moves
 * forward by the gap (2:30 becomes 3:30).
 */
export function wallTimeToInstant(wall: WallTime, zone: string): string {
  return new Date(zonedInstant(zone, wall.year, wall.month, wall.day, wall.hour, wall.minute)).toISOString();
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

/** "May 3, 2027 8:00 PM" in `zone` (the picker's "MMMM d, yyyy h:mm aa"); 12:xx is PM, 00:xx is 12:xx AM. */
export function formatInZone(iso: string, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return dateTimeText(iso, zone);
}

/** "May 3, 2027" in `zone`: the day of a show whose time is not known yet. */
export function formatDayInZone(iso: string, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** A show's start as the admin lists it: "May 3, 2027 8:00 PM", or "May 3, 2027, time TBA". */
export function formatStartInZone(event: { startDate: string; timeTBA?: boolean | undefined }, zone: string): string {
  return event.timeTBA ? `${formatDayInZone(event.startDate, zone)}, time TBA` : formatInZone(event.startDate, zone);
}
