import type { Group, Video } from '@jazz/shared/contracts';
import { transactionOf, type Db } from '../db';
import { mediaUrl } from '../media/urls';
import { idsOf } from '../ids';

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

/**
 * SQL of the groups area. `list` and `get` answer the public Group shape (images as URLs of
 * the large variant) and are also what the site's server-side rendering calls.
 */
export function createGroupsRepository(db: Db) {
  // By name, case-insensitively, as the BANDS menu and the admin table show them.
  const listRows = db.prepare<[], GroupRow>(
    'SELECT id, name, description, playlist_url, videos, updated_at FROM groups ORDER BY name COLLATE NOCASE, created_at, id',
  );
  const allImages = db.prepare<[], ImageRow>(
    'SELECT group_id, image_key, media_id FROM group_images ORDER BY group_id, position',
  );
  const getRow = db.prepare<[string], GroupRow>(
    'SELECT id, name, description, playlist_url, videos, updated_at FROM groups WHERE id = ?',
  );
  const countRows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM groups');
  const setExtrasRow = db.prepare('UPDATE groups SET playlist_url = ?, videos = ? WHERE id = ?');
  const imagesOf = db.prepare<[string], ImageRow>(
    'SELECT group_id, image_key, media_id FROM group_images WHERE group_id = ? ORDER BY position',
  );
  const insertRow = db.prepare(
    'INSERT INTO groups (id, name, description, playlist_url, videos, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const updateRow = db.prepare(
    'UPDATE groups SET name = ?, description = ?, playlist_url = ?, videos = ?, updated_at = ? WHERE id = ?',
  );
  const deleteRow = db.prepare('DELETE FROM groups WHERE id = ?');
  const clearImages = db.prepare('DELETE FROM group_images WHERE group_id = ?');
  const insertImage = db.prepare(
    'INSERT INTO group_images (group_id, image_key, media_id, position) VALUES (?, ?, ?, ?)',
  );

  const toGroup = (row: GroupRow, images: ImageRow[]): Group => ({
    ...idsOf(row.id),
    name: row.name,
    description: row.description,
    images: Object.fromEntries(images.map((image) => [image.image_key, mediaUrl(image.media_id)])),
    playlistUrl: row.playlist_url,
    videos: JSON.parse(row.videos) as Video[],
    updatedAt: row.updated_at,
  });

  function writeImages(id: string, images: GroupImageRef[]): void {
    clearImages.run(id);
    images.forEach((image, position) => insertImage.run(id, image.key, image.mediaId, position));
  }

  return {
    transaction: transactionOf(db),
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

    insert(id: string, data: GroupWrite, now: string): void {
      insertRow.run(id, data.name, data.description, data.playlistUrl, JSON.stringify(data.videos), now, now);
      writeImages(id, data.images);
    },

    update(id: string, data: GroupWrite, now: string): void {
      updateRow.run(data.name, data.description, data.playlistUrl, JSON.stringify(data.videos), now, id);
      writeImages(id, data.images);
    },

    /** Sets the band extras alone (the demo seed, on an install that predates them). */
    setExtras(id: string, playlistUrl: string, videos: Video[]): void {
      setExtrasRow.run(playlistUrl, JSON.stringify(videos), id);
    },

    count(): number {
      return countRows.get()!.n;
    },

    /** Removes the group; its group_images rows go with it (ON DELETE CASCADE). */
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
