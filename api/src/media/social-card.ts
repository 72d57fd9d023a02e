import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { limited } from './images';
import { loadSharp } from './sharp';
import { mediaFileName } from './urls';

/** The size every chat app and social network shows whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const making = new Map<string, Promise<void>>();

/**
 * Makes `<hash>-card.jpg` beside the image's WebP variants when missing: the large variant
 * cropped to 1200 x 630 (the part sharp finds most interesting), as JPEG, which chat apps
 * show where some show no WebP. Made once; a second request at the same time waits for it.
 */
export function socialCardOf(dir: string, hash: string): Promise<void> {
  const target = join(dir, `${hash}-card.jpg`);
  const pending = making.get(hash);
  if (pending) return pending;
  const work = (async () => {
    if (await stat(target).catch(() => null)) return;
    const source = join(dir, mediaFileName(hash, 1600));
    if (!(await stat(source).catch(() => null))) return;
    const sharp = await loadSharp();
    const temporary = `${target}.${process.pid}.tmp`;
    await limited(() =>
      sharp(source)
        .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(temporary),
    );
    await rename(temporary, target);
  })().finally(() => making.delete(hash));
  making.set(hash, work);
  return work;
}
