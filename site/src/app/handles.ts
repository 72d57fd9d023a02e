import { bandPath, showJsonLd } from '@jazz/contracts/shows';
import type { Event } from '@jazz/contracts';
import type { SiteSettings } from '@jazz/contracts/site';
import type { ShowsData } from '../lib/show-lists';
import type { quartetLoader } from '../pages/fixed-band-loader';
import type { groupLoader } from '../pages/group-loader';
import type { messageLoader } from '../pages/message-loader';
import type { showLoader } from '../pages/show-loader';
import type { showsLoader } from '../pages/shows-loader';
import { summaryOf, titleOf, type LoaderData, type RouteHandle } from './meta';

// The head tags of the pages with data live here, not in the (lazy) page modules, so the
// server knows them before a page's code loads.

export const showsHandle: RouteHandle<LoaderData<typeof showsLoader>> = {
  meta: (_data, _params, site) => ({
    title: titleOf('Shows', site),
    description: `Upcoming and past shows of ${site.name}.`,
  }),
  // schema.org MusicEvent for search engines: rendered on the server only, so the show rules
  // stay out of the browser's first load
  jsonLd: import.meta.env.SSR ? showsJsonLd : undefined,
  alternate: [
    { type: 'application/rss+xml', title: 'Upcoming shows (RSS)', href: '/shows.rss' },
    { type: 'text/calendar', title: 'Shows (iCalendar)', href: '/shows.ics' },
  ],
};

/** The quintet page lists its shows too: the same structured data for them. */
export const quintetJsonLd: RouteHandle<ShowsData>['jsonLd'] = import.meta.env.SSR ? showsJsonLd : undefined;

/** The upcoming entries (a series: its next date; each date has its own on its page). */
function showsJsonLd({ events, view }: ShowsData, settings: SiteSettings) {
  // upcoming entries are whole shows (show-lists.ts); past lists carry no JSON-LD
  return view === 'upcoming' ? (events as Event[]).map((event) => showJsonLd(event, settings)) : [];
}

export const showHandle: RouteHandle<LoaderData<typeof showLoader>> = {
  // the loader writes the show's head lines (the show rules stay out of the first load)
  meta: (data, _params, site) =>
    data?.meta ?? {
      title: titleOf('Page not found', site),
      description: 'This page does not exist.',
    },
  jsonLd: import.meta.env.SSR
    ? (data, settings) => {
        const { event, image, groups } = data;
        if (!event) return undefined;
        return showJsonLd(event, {
          ...settings,
          image: image || undefined,
          performerUrl: bandPath(event.group, groups, event.groupLink) || undefined,
        });
      }
    : undefined,
};

export const groupHandle: RouteHandle<LoaderData<typeof groupLoader>> = {
  // the band's calendar feed
  alternate: (params) => [
    {
      type: 'text/calendar',
      title: 'Shows of this band (iCalendar)',
      href: `/groups/${encodeURIComponent(params.groupId ?? '')}.ics`,
    },
  ],
  meta: (data, _params, site) => {
    const { group } = data ?? { group: null };
    // a band page's year or page with no shows is still the band's page (its list says what is missing)
    if (data && !group)
      return { title: titleOf('Band not found', site), description: 'This band page does not exist.' };
    return group
      ? {
          title: titleOf(group.name, site),
          description: summaryOf(group.description, `${group.name}.`),
          image: Object.values(group.images)[0],
        }
      : { title: titleOf('Band', site), description: `One of the bands ${site.name} plays with.` };
  },
};

/** A fixed band page: the server group of that name gives its description. */
export const bandHandle = (name: string, path: string): RouteHandle<LoaderData<typeof quartetLoader>> => ({
  alternate: [{ type: 'text/calendar', title: `${name} shows (iCalendar)`, href: `${path}.ics` }],
  meta: (data, _params, site) => ({
    title: titleOf(name, site),
    description: summaryOf(data?.group?.description ?? '', `${name}: music, photos and videos.`),
  }),
});

/** A follow link's page: its title is the server's message's. */
export const messageHandle: RouteHandle<LoaderData<typeof messageLoader>> = {
  meta: (data, _params, site) => ({
    title: titleOf(data?.message?.title ?? 'Show announcements', site),
    description: `Show announcements of ${site.name}.`,
  }),
};
