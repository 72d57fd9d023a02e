import { placeOf, whereLine, type Event } from '@jazz/contracts';
import { calendarTitle, lineupText, showEnd, timeToBeAnnounced } from '@jazz/contracts/shows';
import type { SiteSettings } from '@jazz/contracts/site';
import { dateStamp, daysLater, localStamp } from '@jazz/contracts/time';
import { component, icsFile, icsLine, icsText } from './icalendar';
import { vtimezone } from './vtimezone';
import { uidHost, veventHistory } from '../site/show-vevent';

/** The admin's page of a show, named in the entry so one tap on his phone opens it. */
export const adminShowPath = (id: string) => `/admin-panel/edit-event?id=${encodeURIComponent(id)}`;

/** The UID of a show on his own calendar (not the feeds' `event-`: another entry of the same show). */
export const gigUid = (eventId: string, settings: SiteSettings) => `show-${eventId}@${uidHost(settings)}`;

/**
 * One show as his own calendar keeps it (docs/calendar-sync.md): private ones too, in
 * SITE_TIMEZONE with its VTIMEZONE, SEQUENCE from the show, CONFIRMED or CANCELLED, the address,
 * and a description for him alone: the band, the lineup, his private notes and the admin link.
 */
export function gigCalendar(event: Event, settings: SiteSettings): string {
  const zone = settings.timeZone;
  const start = Date.parse(event.startDate);
  const end = Date.parse(showEnd(event, zone, settings.showMinutes));
  const allDay = timeToBeAnnounced(event);
  const lineup = lineupText(event.lineup);
  const description = [
    event.group && `Band: ${event.group}`,
    lineup && `Lineup: ${lineup}`,
    event.timeText,
    event.privateNotes && `Notes: ${event.privateNotes}`,
    settings.siteUrl + adminShowPath(event._id),
  ]
    .filter(Boolean)
    .join('\n');
  const when = allDay
    ? [
        icsLine('DTSTART', dateStamp(start, zone), { VALUE: 'DATE' }),
        // the next calendar day (the night the clocks change has 23 or 25 hours)
        icsLine('DTEND', dateStamp(daysLater(start, 1, zone), zone), { VALUE: 'DATE' }),
      ]
    : [
        icsLine('DTSTART', localStamp(start, zone), { TZID: zone }),
        icsLine('DTEND', localStamp(end, zone), { TZID: zone }),
      ];
  return icsFile(
    component('VCALENDAR', [
      'VERSION:2.0',
      `PRODID:-//${icsText(settings.siteName || 'Website').replace(/\//g, '-')}//Gigs//EN`,
      'CALSCALE:GREGORIAN',
      ...(allDay ? [] : vtimezone(zone, start - 24 * 3600_000, end + 24 * 3600_000)),
      ...component('VEVENT', [
        `UID:${gigUid(event._id, settings)}`,
        ...veventHistory(event),
        ...when,
        `SUMMARY:${icsText((event.status === 'cancelled' ? 'Cancelled: ' : '') + calendarTitle(event))}`,
        `LOCATION:${icsText(whereLine(placeOf(event)))}`,
        `DESCRIPTION:${icsText(description)}`,
        `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
        `URL:${settings.siteUrl + adminShowPath(event._id)}`,
      ]),
    ]),
  );
}
