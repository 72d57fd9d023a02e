import type { Context, Next } from 'koa';
import { asksForPage } from '../events/listing';
import type { Services } from '../services';
import { cachedList, cachedListInPages } from './cached-list';
import type { ContentVersion } from './content-version';

/**
 * The public API lists (the shows, the bands, the gallery): the same for every visitor, kept
 * serialized and compressed until a write (cached-list.ts). The routers serve them under their
 * routes; `early` answers a plain GET or HEAD of them before the user is looked up, a body
 * parsed or the router matched, so that a list costs about what a kept page costs.
 */
const DAY = 24 * 3600_000;

/** Shows read, serialized and compressed at a time when the whole list is built (a page of the walk). */
export const WHOLE_LIST_PAGE = 500;

export function createPublicLists(content: ContentVersion, services: Services, pageRows = WHOLE_LIST_PAGE) {
  /** The public shows, earliest first, a page at a time (each page read when asked). */
  function* showsInPages() {
    let page = services.events.public.wholePage(undefined, pageRows);
    while (page.length > 0) {
      yield page;
      if (page.length < pageRows) return;
      page = services.events.public.wholePage(page[page.length - 1], pageRows);
    }
  }
  const lists = {
    // the anonymous whole list: the public shows (the admin's, with what only he sees, is his own),
    // never held whole (cached-list.ts): 13 MB of JSON at 20,000 shows
    events: cachedListInPages(
      content,
      showsInPages,
      // a setlist becomes public as its day ends, with no write (read from the stored setlists:
      // those of shows of the last two days and later; an older show's day ended long ago)
      () =>
        services.tunes.nextSetlistRelease(
          services.events.withSetlistsSince(new Date(Date.now() - 2 * DAY).toISOString()),
        ),
    ),
    groups: cachedList(content, () => services.groups.list()),
    photos: cachedList(content, () => services.photos.list()),
  };
  const byPath = new Map(Object.entries(lists).map(([name, list]) => [`/api/${name}`, list]));

  async function early(ctx: Context, next: Next) {
    const list = ctx.method === 'GET' || ctx.method === 'HEAD' ? byPath.get(ctx.path) : undefined;
    if (!list) return next();
    // a page of shows (?limit, ?after...) and a signed-in request (an admin's list is built per
    // request) go through the router; the kept copy is the anonymous whole list
    if (list === lists.events && (asksForPage(ctx.query) || ctx.get('Authorization'))) return next();
    await list(ctx);
  }

  return Object.assign(lists, { early });
}

export type PublicLists = ReturnType<typeof createPublicLists>;
