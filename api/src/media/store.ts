import { existsSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nowIso } from '../ids';
import type { ProcessedImage } from './images';
import type { MediaRepository } from './repository';
import { mediaFileName, VARIANT_WIDTHS } from './urls';

export const mediaDir = (dataDir: string): string => join(dataDir, 'media');

/**
 * The media table and the files beside it. Every method is synchronous on purpose: callers run
 * them inside the same better-sqlite3 transaction as the group write, so a garbage collection
 * can never interleave with an upload that is about to reference the same file.
 */
export function createMediaStore(media: MediaRepository, dataDir: string) {
  const dir = mediaDir(dataDir);

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
    media.insert({ id: image.hash, width: image.width, height: image.height }, nowIso());
  }

  /**
   * Deletes media no group and no photo uses any more. Call it right after a write, with no await in
   * between: rows go in one transaction, files after the commit, so a rollback never leaves a
   * row without its files. Returns how many were removed.
   */
  function collectGarbage(): number {
    const ids = media.transaction(() => {
      const found = media.unreferenced();
      for (const id of found) media.remove(id);
      return found;
    });
    for (const id of ids) {
      // its variants, and its social card when one was made
      for (const name of [...VARIANT_WIDTHS.map((width) => mediaFileName(id, width)), `${id}-card.jpg`]) {
        try {
          unlinkSync(join(dir, name));
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
