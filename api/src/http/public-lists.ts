import type { Context, Next } from 'koa';
import { asksForPage } from '../events/listing';
import type { Services } from '../services';
import { cachedList } from './cached-list';
import type { ContentVersion } from './content-version';

/**
 * The public API lists (the shows, the bands, the gallery): the same for every visitor, kept
 * serialized and compressed until a write (cached-list.ts). The routers serve them under their
 * routes; `early` answers a plain GET or HEAD of them before the user is looked up, a body
 * parsed or the router matched, so that a list costs about what a kept page costs.
 */
const DAY = 24 * 3600_000;

export function createPublicLists(content: ContentVersion, services: Services) {
  const lists = {
    // the anonymous whole list: the public shows (the admin's, with what only he sees, is his own)
    events: cachedList(
      content,
      () => services.events.public.whole(),
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
