import { fixedBandOf, groupNamed, groupPath } from '../bands';
import { SITE_CARD_IMAGE } from '../paths';
import type { Event, EventStatus } from '../event';
import { locationText, placeOf, whereLine, type Place, type PlacedEvent } from '../place';
import { lineupText, priceOf, showEnd, timeToBeAnnounced } from './show-extras';
import { dateStamp, daysLater, dayOf, isoWithOffset, utcStamp } from '../time';

/** What a fan reads for a status; a scheduled show says nothing. */
export const STATUS_TEXT: Record<EventStatus, string> = {
  scheduled: '',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/** schema.org EventStatusType for JSON-LD `eventStatus`. */
export const SCHEMA_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

/** The show's name: its title, or "Band at Venue" when it has none. */
export const showName = (event: Pick<Event, 'title' | 'group' | 'venue'>) =>
  event.title.trim() || `${event.group} at ${event.venue}`;

/**
 * A calendar entry's title: "Title · Band" (the band is left out when the title names it), or
 * "Band at Venue" for a show without a title.
 */
export function calendarTitle(event: Pick<Event, 'title' | 'group' | 'venue'>): string {
  const title = event.title.trim();
  const band = event.group.trim();
  if (!title || !band || title.toLowerCase().includes(band.toLowerCase())) return showName(event);
  return `${title} · ${band}`;
}

/** A readable address part: "spring-concert-2027-04-10" (name and day in the site's zone). */
function showSlug(event: Pick<Event, 'title' | 'group' | 'venue' | 'startDate'>, timeZone: string): string {
  const words = showName(event)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (Number.isNaN(Date.parse(event.startDate))) return words || 'show';
  const day = dayOf(event.startDate, timeZone);
  return words ? `${words}-${day}` : day;
}

/** The canonical address of a show's page: /shows/{id}/{slug}. */
export const showPath = (event: Pick<Event, '_id' | 'title' | 'group' | 'venue' | 'startDate'>, timeZone: string) =>
  `/shows/${encodeURIComponent(event._id)}/${showSlug(event, timeZone)}`;

/** The band page of a band name: the two fixed pages, a server group's page, else its link. */
export function bandPath(name: string, groups: readonly { _id: string; name: string }[], fallbackLink = ''): string {
  const group = groupNamed(groups, name);
  return fixedBandOf(name)?.path ?? (group ? groupPath(group) : fallbackLink);
}

/** The first line of a description, for a list entry. */
export const firstLine = (text: string) => text.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';

/** Paragraphs of a description: blank lines separate them. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The site's usual show length when none is set: calendars get two hours. */
export const SHOW_LENGTH_MS = 2 * 3600_000;

/**
 * "Add to Google Calendar" for one show: it ends at its end, or the one its time text names
 * ("8:00 PM – 10:30 PM"), or after the site's usual show length; a time to be announced is
 * an all-day entry.
 */
export function googleCalendarLink(event: Event, pageUrl: string, timeZone: string, showMinutes?: number): string {
  const start = Date.parse(event.startDate);
  const dates = timeToBeAnnounced(event)
    ? `${dateStamp(start, timeZone)}/${dateStamp(daysLater(start, 1, timeZone), timeZone)}`
    : `${utcStamp(start)}/${utcStamp(showEnd(event, timeZone, showMinutes))}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: calendarTitle(event),
    dates,
    details: [event.group, lineupText(event.lineup), event.timeText, event.price, pageUrl].filter(Boolean).join('\n'),
    location: whereLine(placeOf(event)),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Subscribe" in Google Calendar to a feed (its https address). */
export const googleSubscribeLink = (feedUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl.replace(/^https?:/, 'webcal:'))}`;

/** The feed address for calendar apps: webcal:// in place of http(s)://. */
export const webcalLink = (feedUrl: string) => feedUrl.replace(/^https?:\/\//, 'webcal://');

/**
 * A map search for the venue, its street and its town (opens the map app on a phone): "153 Main
 * St" alone finds a Main Street in every town, so the town goes with it unless the address names it.
 */
export function directionsLink(event: PlacedEvent): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(whereLine(placeOf(event)))}`;
}

/** A full schema.org PostalAddress: street, town, region, postal code, country, as far as known. */
function postalAddress(place: Place) {
  const [street, city, region, postalCode, country] = [
    place.address,
    place.city,
    place.region,
    place.postalCode,
    place.country,
  ].map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(city ? { addressLocality: city } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { addressCountry: country.toUpperCase() } : {}),
  };
}

/**
 * The offer of a show with tickets, a price or sold out: none for a cancelled show (nothing
 * to buy). `validFrom` is when the show was announced.
 */
function offerOf(event: Event, url: string, options: { siteUrl: string; timeZone: string }) {
  if (event.status === 'cancelled' || !(event.ticketsLink || event.price?.trim() || event.soldOut)) return {};
  const price = priceOf(event.price);
  return {
    offers: {
      '@type': 'Offer',
      url: event.ticketsLink ? absolute(event.ticketsLink, options.siteUrl) : url,
      availability: event.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(price ? { price: price.price.toFixed(2), priceCurrency: price.currency } : {}),
      ...(event.createdAt ? { validFrom: isoWithOffset(event.createdAt, options.timeZone) } : {}),
    },
  };
}

/**
 * schema.org MusicEvent with what Google's event rich results require (name, startDate with
 * an offset, location with name and address, eventStatus, url) and what they recommend
 * (image, offers with validFrom, performer, organizer, previousStartDate for a moved show).
 * `extra` carries what other parts add (a past show's setlist as `workPerformed`).
 */
export function showJsonLd(
  event: Event,
  options: {
    siteUrl: string;
    timeZone: string;
    siteName?: string;
    image?: string;
    performerUrl?: string;
    showMinutes?: number;
    extra?: Record<string, unknown>;
  },
) {
  const url = options.siteUrl + showPath(event, options.timeZone);
  const place = placeOf(event);
  const tba = timeToBeAnnounced(event);
  const day = (iso: string) =>
    tba ? isoWithOffset(iso, options.timeZone).slice(0, 10) : isoWithOffset(iso, options.timeZone);
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: showName(event),
    // a time to be announced: the day only (Google takes a date without time)
    startDate: day(event.startDate),
    ...(tba ? {} : { endDate: isoWithOffset(showEnd(event, options.timeZone, options.showMinutes), options.timeZone) }),
    // a moved show: where it was, so search results say it moved
    ...(event.previousStartDate ? { previousStartDate: day(event.previousStartDate) } : {}),
    eventStatus: SCHEMA_STATUS[event.status] ?? SCHEMA_STATUS.scheduled,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place.name,
      // Google asks for an address: the street when known, else the town, else the venue
      address: (place.address + locationText(place)).trim() ? postalAddress(place) : place.name,
      ...(event.venueLink ? { url: absolute(event.venueLink, options.siteUrl) } : {}),
    },
    // the band, then the players of the night
    performer: [
      {
        '@type': 'MusicGroup',
        name: event.group,
        ...(options.performerUrl ? { url: absolute(options.performerUrl, options.siteUrl) } : {}),
      },
      ...(event.lineup ?? []).map((player) => ({ '@type': 'Person', name: player.name })),
    ],
    // the musician the site is about: the `site` page's name
    ...(options.siteName
      ? { organizer: { '@type': 'Person', name: options.siteName, url: options.siteUrl + '/' } }
      : {}),
    // every event has an image: its band's, else the site's card
    image: [absolute(options.image || SITE_CARD_IMAGE, options.siteUrl)],
    description: event.description.trim() || `${event.group} at ${whereLine(placeOf(event))}.`,
    ...offerOf(event, url, options),
    ...workPerformedOf(event),
    url,
    ...options.extra,
  };
}

/**
 * The works of a public setlist as schema.org `workPerformed`: one MusicComposition per work
 * (a tune played twice is one work), with its writers and ISWC. The event a page gets carries a
 * setlist only once the public may read it (api/src/tunes/service.ts, publicEvents).
 */
function workPerformedOf(event: Event) {
  const setlist = event.setlist;
  if (!setlist?.final || !setlist.public) return {};
  const seen = new Set<string>();
  const works = setlist.sets.flatMap((set) =>
    set.tunes.flatMap((tune) => {
      if (!tune.title || seen.has(tune.tuneId)) return [];
      seen.add(tune.tuneId);
      return [
        {
          '@type': 'MusicComposition',
          name: tune.title,
          ...(tune.composers?.length
            ? { composer: tune.composers.map((c) => ({ '@type': 'Person', name: c.name })) }
            : {}),
          ...(tune.iswc ? { iswcCode: tune.iswc } : {}),
        },
      ];
    }),
  );
  return works.length ? { workPerformed: works } : {};
}

/** A link as an absolute URL (site paths get the site's address). */
export const absolute = (link: string, siteUrl: string) => (link.startsWith('/') ? siteUrl + link : link);
