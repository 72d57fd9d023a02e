import type { SiteSettings } from '@jazz/shared/shows';
import { bandPath, showJsonLd, splitShows } from '@jazz/shared/shows';
import type { GroupData, ShowData, ShowsData } from './loaders';
import { SITE_NAME, type RouteHandle } from './meta';

// The head tags of the pages with data live here, not in the (lazy) page modules, so the
// server knows them before a page's code loads.

export const showsHandle: RouteHandle = {
  meta: () => ({
    title: `Shows | ${SITE_NAME}`,
    description: 'Upcoming and past shows of Sam Whitesell and his bands in Vermont and New England.',
  }),
  // schema.org MusicEvent for search engines: rendered on the server only, so the show rules
  // stay out of the browser's first load
  jsonLd: import.meta.env.SSR ? showsJsonLd : undefined,
};

/** The quintet page lists its shows too: the same structured data for them. */
export const quintetJsonLd: RouteHandle['jsonLd'] = import.meta.env.SSR ? showsJsonLd : undefined;

function showsJsonLd(data: unknown, settings: SiteSettings) {
  const { events, now } = data as ShowsData;
  return splitShows(events, now, settings.timeZone).upcoming.map((event) => showJsonLd(event, settings));
}

export const showHandle: RouteHandle = {
  // the loader writes the show's head lines (the show rules stay out of the first load)
  meta: (data) =>
    (data as ShowData | undefined)?.meta ?? {
      title: `Page not found | ${SITE_NAME}`,
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
  meta: (data) => {
    const { group, found } = (data as GroupData | undefined) ?? { group: null, found: true };
    if (!found) return { title: `Band not found | ${SITE_NAME}`, description: 'This band page does not exist.' };
    return group
      ? {
          title: `${group.name} | ${SITE_NAME}`,
          description: group.description.slice(0, 155) || `${group.name}.`,
          image: Object.values(group.images)[0],
        }
      : { title: `Band | ${SITE_NAME}`, description: 'One of the bands Sam Whitesell plays with.' };
  },
};
