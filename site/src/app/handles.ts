import { bandPath, showJsonLd, splitShows } from '@jazz/shared/shows';
import type { SiteSettings } from '@jazz/shared/site';
import type { BandData, GroupData, ShowsData } from './loaders';
import type { ShowData } from './show-data';
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
  alternate: [{ type: 'application/rss+xml', title: 'Upcoming shows (RSS)', href: '/shows.rss' }],
};

/** The quintet page lists its shows too: the same structured data for them. */
export const quintetJsonLd: RouteHandle['jsonLd'] = import.meta.env.SSR ? showsJsonLd : undefined;

function showsJsonLd(data: unknown, settings: SiteSettings) {
  const { events, now } = data as ShowsData;
  return splitShows(events, now, settings.timeZone).upcoming.map((event) => showJsonLd(event, settings));
}

export const showHandle: RouteHandle = {
  // the loader writes the show's head lines (the show rules stay out of the first load)
  meta: (data, _params, site) =>
    (data as ShowData | undefined)?.meta ?? {
      title: titleOf('Page not found', site),
      description: 'This page does not exist.',
    },
  jsonLd: import.meta.env.SSR
    ? (data, settings) => {
        const { event, image, groups } = data as ShowData;
        if (!event) return undefined;
        return showJsonLd(event, {
          ...settings,
          image: image || undefined,
          performerUrl: bandPath(event.group, groups, event.groupLink) || undefined,
        });
      }
    : undefined,
};

export const groupHandle: RouteHandle = {
  meta: (data, _params, site) => {
    const { group, found } = (data as GroupData | undefined) ?? { group: null, found: true };
    if (!found) return { title: titleOf('Band not found', site), description: 'This band page does not exist.' };
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
export const bandHandle = (name: string): RouteHandle => ({
  meta: (data, _params, site) => ({
    title: titleOf(name, site),
    description: summaryOf(
      (data as BandData | undefined)?.group?.description ?? '',
      `${name}: music, photos and videos.`,
    ),
  }),
});
