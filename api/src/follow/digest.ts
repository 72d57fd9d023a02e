import { describeRepeat, placeOf, type DigestShow, type Event, type FollowGroups, type Repeat } from '@jazz/contracts';
import { seriesDatesText, showDateText, startTimeText, whereLine } from '@jazz/contracts/shows';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import type { OutgoingMail } from '../mail/outgoing-mail';

/** The lines of one show in a digest: date, time (its time text, else the start time), title, place, link. */
export function digestShow(
  event: Event,
  kind: DigestShow['kind'],
  timeZone: string,
  siteUrl: string,
  /** A new series is one entry: "Every Thursday, Dec 3 – Feb 25". */
  series?: { repeat: Repeat; first: string; last: string },
): DigestShow {
  return {
    id: event._id,
    kind,
    date: series
      ? seriesDatesText(describeRepeat(series.repeat), series.first, series.last, timeZone)
      : showDateText(event, timeZone),
    time: event.timeText.trim() || startTimeText(event.startDate, timeZone),
    title: event.title,
    group: event.group,
    venue: event.venue,
    location: event.location,
    url: `${siteUrl}/shows/${encodeURIComponent(event._id)}`,
  };
}

/** "all the bands" or "Cannonball Quintet and Whitesell Brothers Quartet". */
export function bandsText(groups: FollowGroups): string {
  if (groups === 'all') return 'all the bands';
  if (groups.length <= 1) return groups.join('');
  return `${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}`;
}

export const followsShow = (groups: FollowGroups, show: Pick<DigestShow, 'group'>) =>
  groups === 'all' || groups.some((name) => name.toLowerCase() === show.group.trim().toLowerCase());

const headline = (s: DigestShow) => (s.title && s.title !== s.group ? `${s.title} (${s.group})` : s.group);
/**
 * A subject that says whose shows they are: one show names its band, several name their band
 * when they share one, else the site ("Cannonball Quintet: 7 new shows", never "7 new shows").
 */
function subjectOf(shows: DigestShow[], siteName: string): string {
  const created = shows.filter((s) => s.kind === 'created');
  const cancelled = shows.filter((s) => s.kind === 'cancelled');
  const bands = new Set(shows.map((s) => s.group.trim().toLowerCase()));
  const whose = bands.size === 1 && shows[0]!.group.trim() ? shows[0]!.group.trim() : siteName;
  const one = (s: DigestShow) => `${headline(s)}, ${s.date}`;
  if (cancelled.length === 0)
    return created.length === 1 ? `New show: ${one(created[0]!)}` : `${whose}: ${created.length} new shows`;
  if (created.length === 0)
    return cancelled.length === 1
      ? `Cancelled: ${one(cancelled[0]!)}`
      : `${whose}: ${cancelled.length} shows cancelled`;
  return `${whose}: ${created.length} new ${created.length === 1 ? 'show' : 'shows'}, ${cancelled.length} cancelled`;
}

// a digest keeps the venue and the town (no street address): the show's one "where" rule
const place = (s: DigestShow) => whereLine(placeOf({ venue: s.venue, address: '', location: s.location }));

export interface DigestMailInput {
  to: string;
  shows: DigestShow[];
  groups: FollowGroups;
  siteName: string;
  siteUrl: string;
  unsubscribeUrl: string;
}

/** One follower's digest: plain text plus simple HTML, no tracking, with RFC 8058 one-click unsubscribe. */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const { shows, siteName, siteUrl, unsubscribeUrl } = input;
  const sections = [
    { heading: shows.length === 1 ? 'New show' : 'New shows', list: shows.filter((s) => s.kind === 'created') },
    { heading: 'Cancelled', list: shows.filter((s) => s.kind === 'cancelled') },
  ].filter((section) => section.list.length > 0);
  const why = `You get this mail because you follow ${bandsText(input.groups)} on ${siteName} (${siteUrl}).`;

  const text = [
    ...sections.flatMap((section) => [
      `${section.heading}:`,
      '',
      ...section.list.flatMap((s) => [
        `${s.kind === 'cancelled' ? 'CANCELLED: ' : ''}${s.date}, ${s.time}`,
        headline(s),
        place(s),
        s.url,
        '',
      ]),
    ]),
    '-- ',
    why,
    `Stop these mails: ${unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family:Georgia,serif;color:#111;max-width:36em">',
    ...sections.flatMap((section) => [
      `<h2 style="font-size:1.2em">${e(section.heading)}</h2>`,
      ...section.list.map(
        (s) =>
          `<p>${s.kind === 'cancelled' ? '<strong>Cancelled:</strong> ' : ''}<strong>${e(s.date)}, ${e(s.time)}</strong><br>` +
          `${e(headline(s))}<br>${e(place(s))}<br><a href="${escapeAttribute(s.url)}">${s.kind === 'cancelled' ? 'Details' : 'Details and tickets'}</a></p>`,
      ),
    ]),
    `<hr><p style="font-size:.85em;color:#555">${e(why)}<br><a href="${escapeAttribute(unsubscribeUrl)}">Stop these mails</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: input.to,
    subject: subjectOf(shows, siteName),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
