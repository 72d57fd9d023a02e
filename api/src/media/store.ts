import { existsSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import { nowIso } from '../ids';
import type { ProcessedImage } from './images';
import { mediaFileName, VARIANT_WIDTHS } from './urls';

export const mediaDir = (dataDir: string): string => join(dataDir, 'media');

/**
 * The media table and the files beside it. Every method is synchronous on purpose: callers run
 * them inside the same better-sqlite3 transaction as the group write, so a garbage collection
 * can never interleave with an upload that is about to reference the same file.
 */
export function createMediaStore(db: Db, dataDir: string) {
  const dir = mediaDir(dataDir);
  const insert = db.prepare('INSERT OR IGNORE INTO media (id, width, height, created_at) VALUES (?, ?, ?, ?)');
  const unreferenced = db.prepare<[], { id: string }>(
    'SELECT id FROM media WHERE id NOT IN (SELECT media_id FROM group_images UNION SELECT media_id FROM photos)',
  );
  const remove = db.prepare('DELETE FROM media WHERE id = ?');

  /** Writes the variants (once per content) and records the media row. */
  function save(image: ProcessedImage): void {
    mkdirSync(dir, { recursive: true });
    for (const variant of image.variants) {
      const file = join(dir, mediaFileName(image.hash, variant.width));
      if (existsSync(file)) continue;
      // write then rename, so a reader never sees half a file under its immutable name
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, variant.data);
      renameSync(partial, file);
    }
    insert.run(image.hash, image.width, image.height, nowIso());
  }

  /**
   * Deletes media no group and no photo uses any more. Call it right after a write, with no await in
   * between: rows go in one transaction, files after the commit, so a rollback never leaves a
   * row without its files. Returns how many were removed.
   */
  function collectGarbage(): number {
    const ids = db.transaction(() => {
      const found = unreferenced.all().map((row) => row.id);
      for (const id of found) remove.run(id);
      return found;
    })();
    for (const id of ids) {
      for (const width of VARIANT_WIDTHS) {
        try {
          unlinkSync(join(dir, mediaFileName(id, width)));
        } catch {
          // already gone: nothing to collect
        }
      }
    }
    return ids.length;
  }

  return { save, collectGarbage };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
