import { transactionOf, type Db } from '../db';

export interface MediaRow {
  id: string;
  width: number;
  height: number;
}

/** SQL of the media table: one row per distinct uploaded image (id = sha256 of its bytes). */
export function createMediaRepository(db: Db) {
  const insertRow = db.prepare('INSERT OR IGNORE INTO media (id, width, height, created_at) VALUES (?, ?, ?, ?)');
  const unreferenced = db.prepare<[], { id: string }>(
    `SELECT id FROM media WHERE id NOT IN (SELECT media_id FROM group_images UNION SELECT media_id FROM photos
       UNION SELECT media_id FROM press_photos UNION SELECT stage_plot_media FROM press_kits WHERE stage_plot_media IS NOT NULL)`,
  );
  const removeRow = db.prepare('DELETE FROM media WHERE id = ?');
  return {
    transaction: transactionOf(db),
    insert(media: MediaRow, now: string): void {
      insertRow.run(media.id, media.width, media.height, now);
    },
    /** Ids of media no group and no photo uses any more. */
    unreferenced: (): string[] => unreferenced.all().map((row) => row.id),
    remove(id: string): void {
      removeRow.run(id);
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
