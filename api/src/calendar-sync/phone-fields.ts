import { dayStart } from '@jazz/contracts/time';
import { tzidOf, zoneReader } from '../import/formats/icalendar';
import { parseCalendar } from './busy-times';
import type { PushedFields } from './repository';

const dayOf = (time: { year: number; month: number; day: number }) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * What his copy of a pushed show says of the fields his phone may change: start and end (ISO
 * instants; an all-day entry's day starts in the site's zone) and CONFIRMED or CANCELLED.
 * Undefined when the text is not a calendar with an event.
 */
export function fieldsOfText(text: string, siteZone: string): PushedFields | undefined {
  const calendar = parseCalendar(text);
  const vevent = calendar?.getFirstSubcomponent('vevent');
  if (!calendar || !vevent) return undefined;
  const zones = zoneReader(calendar, siteZone);
  const start = vevent.getFirstPropertyValue('dtstart');
  const end = vevent.getFirstPropertyValue('dtend');
  if (!start || typeof start !== 'object' || !('isDate' in start)) return undefined;
  const instant = (time: typeof start, name: 'dtstart' | 'dtend') =>
    zones.instant(time, tzidOf(vevent, name) || tzidOf(vevent, 'dtstart')) ?? dayStart(siteZone, dayOf(time));
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  return {
    startDate: new Date(instant(start, 'dtstart')).toISOString(),
    // an all-day entry has no end of ours (the show's time is to be announced)
    endDate:
      start.isDate || !end || typeof end !== 'object' || !('isDate' in end)
        ? ''
        : new Date(instant(end, 'dtend')).toISOString(),
    status: status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  };
}
