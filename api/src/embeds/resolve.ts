import { embedAddressOf, isBandcampPage } from '@jazz/contracts';
import { isObject } from '../http/comparator';
import { badRequest } from '../http/errors';
import { BandcampLookupError, type BandcampLookup } from './bandcamp';

/**
 * Replaces the Bandcamp album and track pages among a body's playlist addresses by their
 * players' addresses, before the body is checked and stored (the site never stores a page
 * address). A page that gives no player is a 400 under its field, in plain words.
 */
export function createPlayerResolver(lookup: BandcampLookup) {
  async function resolve(value: unknown, field: string, row?: { list: string; index: number }): Promise<unknown> {
    if (typeof value !== 'string' || !isBandcampPage(embedAddressOf(value))) return value;
    try {
      return await lookup(embedAddressOf(value));
    } catch (error) {
      if (!(error instanceof BandcampLookupError)) throw error;
      throw badRequest(
        row
          ? { [row.list]: `Playlist ${row.index + 1}: ${error.message}`, [field]: error.message }
          : { [field]: error.message },
      );
    }
  }

  return {
    /** The listen page's playlists (PUT /api/pages/update/listen). */
    async page(name: string | undefined, body: unknown): Promise<void> {
      if (name !== 'listen' || !isObject(body) || !isObject(body.pageData)) return;
      const rows = body.pageData.playlists;
      if (!Array.isArray(rows)) return;
      for (const [index, row] of rows.entries())
        if (isObject(row)) row.url = await resolve(row.url, `playlists.${index}.url`, { list: 'playlists', index });
    },
    /** A band's playlist (POST /api/groups/create, PUT /api/groups/update/{id} as groupData). */
    async group(body: unknown): Promise<void> {
      const data = isObject(body) && isObject(body.groupData) ? body.groupData : body;
      if (isObject(data) && 'playlistUrl' in data) data.playlistUrl = await resolve(data.playlistUrl, 'playlistUrl');
    },
  };
}

export type PlayerResolver = ReturnType<typeof createPlayerResolver>;
