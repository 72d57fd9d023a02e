import { splitShows } from '@jazz/shared/shows';
import type { SiteSettings } from '@jazz/shared/site';
import type { BandData, GroupData, ShowsData } from './loaders';
import { summaryOf, titleOf, type RouteHandle } from './meta';

// The head tags of the pages with data live here, not in the (lazy) page modules, so the
// server knows them before a page's code loads.

export const showsHandle: RouteHandle = {
  meta: (_data, _params, site) => ({
    title: titleOf('Shows', site),
    description: `Upcoming and past shows of ${site.name}.`,
  }),
  // schema.org MusicEvent for search engines: rendered on the server only, so the show rules
  // stay out of the browser's first load
  jsonLd: import.meta.env.SSR ? showsJsonLd : undefined,
};

/** The quintet page lists its shows too: the same structured data for them. */
export const quintetJsonLd: RouteHandle['jsonLd'] = import.meta.env.SSR ? showsJsonLd : undefined;

function showsJsonLd(data: unknown, settings: SiteSettings) {
  const { events, now } = data as ShowsData;
  return splitShows(events, now, settings.timeZone).upcoming.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title || `${event.group} at ${event.venue}`,
    startDate: event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: event.location || event.venue,
      ...(event.venueLink ? { url: event.venueLink } : {}),
    },
    performer: { '@type': 'MusicGroup', name: event.group },
    ...(event.description ? { description: event.description } : {}),
    ...(event.ticketsLink ? { offers: { '@type': 'Offer', url: event.ticketsLink } } : {}),
    url: `${settings.siteUrl}/shows`,
  }));
}

export const groupHandle: RouteHandle = {
  meta: (data, _params, site) => {
    const { group, found } = (data as GroupData | undefined) ?? { group: null, found: true };
    if (!found) return { title: titleOf('Band not found', site), description: 'This band page does not exist.' };
    return group
      ? { title: titleOf(group.name, site), description: summaryOf(group.description, `${group.name}.`) }
      : { title: titleOf('Band', site), description: `One of the bands ${site.name} plays with.` };
  },
};

/** A fixed band page: the server group of that name gives its description. */
export const bandHandle = (name: string): RouteHandle => ({
  meta: (data, _params, site) => ({
    title: titleOf(name, site),
    description: summaryOf(
      (data as BandData | undefined)?.group?.description ?? '',
      `${name}: music, photos and videos.`,
    ),
  }),
});
