import type { Group, Video } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';
import { mediaUrl } from '../media/urls';
import { idsOf } from '../ids';
import { fixedBandOf, QUARTET } from '@jazz/contracts/bands';

/** The two fixed band pages, as groups.fixed_page names them. */
export type FixedPage = 'quartet' | 'quintet';

/** The fixed page a band of this name is linked to when none is yet. */
const fixedPageOfName = (name: string): FixedPage | undefined => {
  const band = fixedBandOf(name);
  return band ? (band === QUARTET ? 'quartet' : 'quintet') : undefined;
};

interface GroupRow {
  id: string;
  name: string;
  description: string;
  playlist_url: string;
  videos: string;
  updated_at: string;
}

interface ImageRow {
  group_id: string;
  image_key: string;
  media_id: string;
}

export interface GroupImageRef {
  key: string;
  mediaId: string;
}

export interface GroupWrite {
  name: string;
  description: string;
  images: GroupImageRef[];
  playlistUrl: string;
  videos: Video[];
}

const GROUP_COLUMNS = 'id, name, description, playlist_url, videos, updated_at';

const toGroup = (row: GroupRow, images: ImageRow[]): Group => ({
  ...idsOf(row.id),
  name: row.name,
  description: row.description,
  images: Object.fromEntries(images.map((image) => [image.image_key, mediaUrl(image.media_id)])),
  playlistUrl: row.playlist_url,
  videos: jsonColumn<Video[]>(row.videos),
  updatedAt: row.updated_at,
});

/** The groups as read: the public Group shape, their media, the fixed pages' bands. */
function groupReads(db: Db) {
  // By name, case-insensitively, as the BANDS menu and the admin table show them.
  const listRows = db.prepare<[], GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM groups ORDER BY name COLLATE NOCASE, created_at, id`,
  );
  const allImages = db.prepare<[], ImageRow>(
    'SELECT group_id, image_key, media_id FROM group_images ORDER BY group_id, position',
  );
  const getRow = db.prepare<[string], GroupRow>(`SELECT ${GROUP_COLUMNS} FROM groups WHERE id = ?`);
  const countRows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM groups');
  const imagesOf = db.prepare<[string], ImageRow>(
    'SELECT group_id, image_key, media_id FROM group_images WHERE group_id = ? ORDER BY position',
  );
  const fixedPageRow = db.prepare<[string], { id: string }>('SELECT id FROM groups WHERE fixed_page = ?');

  return {
    list(): Group[] {
      const byGroup = new Map<string, ImageRow[]>();
      for (const image of allImages.all()) {
        const list = byGroup.get(image.group_id) ?? [];
        list.push(image);
        byGroup.set(image.group_id, list);
      }
      return listRows.all().map((row) => toGroup(row, byGroup.get(row.id) ?? []));
    },

    get(id: string): Group | undefined {
      const row = getRow.get(id);
      return row && toGroup(row, imagesOf.all(id));
    },

    /** The media ids a group holds now: the only image URLs an update may keep. */
    mediaIdsOf(id: string): Set<string> {
      return new Set(imagesOf.all(id).map((image) => image.media_id));
    },

    /** The id of the band a fixed band page shows ('quartet' or 'quintet'), if one is linked. */
    fixedPage: (page: FixedPage): string | undefined => fixedPageRow.get(page)?.id,

    count(): number {
      return countRows.get()!.n;
    },
  };
}

/** The groups as written: the row, its images in order, and the shows and fixed page it links. */
function groupWrites(db: Db) {
  const setExtrasRow = db.prepare('UPDATE groups SET playlist_url = ?, videos = ? WHERE id = ?');
  const insertRow = db.prepare(
    'INSERT INTO groups (id, name, description, playlist_url, videos, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const updateRow = db.prepare(
    'UPDATE groups SET name = ?, description = ?, playlist_url = ?, videos = ?, updated_at = ? WHERE id = ?',
  );
  const deleteRow = db.prepare('DELETE FROM groups WHERE id = ?');
  // shows point at their band by id (docs/shows.md): a new band takes the shows whose free text
  // names it; a renamed one keeps its shows, whose kept name (and changed time, for the
  // desktop's sync) follow
  const linkShows = db.prepare<{ id: string; name: string }>(
    `UPDATE events SET group_id = @id WHERE group_id IS NULL AND lower(trim(group_name)) = lower(trim(@name))`,
  );
  const renameShows = db.prepare<{ id: string; name: string; now: string }>(
    'UPDATE events SET group_name = @name, updated_at = @now WHERE group_id = @id AND group_name IS NOT @name',
  );
  // the two fixed band pages show the band linked to them: the first of that name, kept on renames
  const linkFixedPage = db.prepare<{ id: string; page: string }>(
    `UPDATE groups SET fixed_page = @page
     WHERE id = @id AND NOT EXISTS (SELECT 1 FROM groups WHERE fixed_page = @page)`,
  );
  const clearImages = db.prepare('DELETE FROM group_images WHERE group_id = ?');
  const insertImage = db.prepare(
    'INSERT INTO group_images (group_id, image_key, media_id, position) VALUES (?, ?, ?, ?)',
  );

  /** The images, in their order. */
  function writeImages(id: string, data: GroupWrite): void {
    clearImages.run(id);
    data.images.forEach((image, position) => insertImage.run(id, image.key, image.mediaId, position));
  }
  /** The shows that name the band, and the fixed page of its name while that page has none. */
  function linkByName(id: string, name: string): void {
    linkShows.run({ id, name });
    const fixed = fixedPageOfName(name);
    if (fixed) linkFixedPage.run({ id, page: fixed });
  }

  return {
    insert(id: string, data: GroupWrite, now: string): void {
      insertRow.run(id, data.name, data.description, data.playlistUrl, JSON.stringify(data.videos), now, now);
      writeImages(id, data);
      linkByName(id, data.name);
    },

    update(id: string, data: GroupWrite, now: string): void {
      updateRow.run(data.name, data.description, data.playlistUrl, JSON.stringify(data.videos), now, id);
      writeImages(id, data);
      renameShows.run({ id, name: data.name, now });
      linkByName(id, data.name);
    },

    /** Sets the band extras alone (the demo seed, on an install that predates them). */
    setExtras(id: string, playlistUrl: string, videos: Video[]): void {
      setExtrasRow.run(playlistUrl, JSON.stringify(videos), id);
    },

    /** Removes the group; its group_images rows go with it (ON DELETE CASCADE). */
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
  };
}

/**
 * SQL of the groups area. `list` and `get` answer the public Group shape (images as URLs of
 * the large variant) and are also what the site's server-side rendering calls.
 */
export function createGroupsRepository(db: Db) {
  return { transaction: transactionOf(db), ...groupReads(db), ...groupWrites(db) };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
