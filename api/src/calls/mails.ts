import { placeOf, whereLine, type Event } from '@jazz/contracts';
import { formatMoney } from '@jazz/contracts/money';
import { dateText, showEnd, showTimeText } from '@jazz/contracts/shows';
import { utcStamp } from '@jazz/contracts/time';
import { component, icsFile, icsLine, icsText } from '../calendar/icalendar';

/** What a call's mails and pages need of the site. */
export interface GigContext {
  siteUrl: string;
  timeZone: string;
  currency: string;
  showMinutes: number;
  siteName: string;
}

/** The gig in words, one fact a line: band, date, times, venue and address, fee (never who else is asked). */
export function gigLines(event: Event, fee: number | null, context: GigContext): string[] {
  return [
    `Band: ${event.group || event.title}`,
    `Date: ${dateText(event.startDate, context.timeZone)}`,
    `Time: ${showTimeText(event, context.timeZone)}`,
    `Where: ${whereLine(placeOf(event))}`,
    ...(fee === null ? [] : [`Fee: ${formatMoney(fee, context.currency)}`]),
  ];
}

export type GigStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

/**
 * The player's calendar entry of a call, written by the project's one iCalendar writer: one UID
 * per call, so each mail's .ics and his feed update the same entry; SEQUENCE rises with each mail.
 */
export function gigVevent(
  call: { _id: string; instrument: string; note: string },
  event: Event,
  status: GigStatus,
  sequence: number,
  context: GigContext,
  stamp: number,
): string[] {
  const band = event.group || event.title;
  return component('VEVENT', [
    `UID:call-${call._id}@${new URL(context.siteUrl).hostname}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${sequence}`,
    `DTSTART:${utcStamp(event.startDate)}`,
    `DTEND:${utcStamp(showEnd(event, context.timeZone, context.showMinutes))}`,
    icsLine('SUMMARY', icsText(`${status === 'CANCELLED' ? 'Cancelled: ' : ''}${band} (${call.instrument})`)),
    icsLine('LOCATION', icsText(whereLine(placeOf(event)))),
    icsLine(
      'DESCRIPTION',
      icsText([band, showTimeText(event, context.timeZone), call.note].filter(Boolean).join('\n')),
    ),
    `STATUS:${status}`,
  ]);
}

/** A calendar file of entries: a snapshot (no METHOD), as the site's feeds are. */
export function gigCalendar(name: string, vevents: string[][], context: GigContext): string {
  return icsFile(
    component('VCALENDAR', [
      'VERSION:2.0',
      `PRODID:-//${icsText(context.siteName || 'Website').replace(/\//g, '-')}//Gigs//EN`,
      'CALSCALE:GREGORIAN',
      icsLine('X-WR-CALNAME', icsText(name)),
      ...vevents.flat(),
    ]),
  );
}

/** The .ics file attached to a mail. */
export const icsAttachment = (content: string) => ({
  filename: 'gig.ics',
  contentType: 'text/calendar; charset=utf-8',
  content: Buffer.from(content, 'utf8').toString('base64'),
});
