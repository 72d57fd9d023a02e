import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { asVariant, limited } from './images';
import { loadSharp } from './sharp';
import { mediaFileName, type VariantWidth } from './urls';

const making = new Map<string, Promise<void>>();

/**
 * Makes `dir/name` from the image's large variant (`<hash>-1600.webp`) when it is missing: once,
 * a second request at the same time waiting for the first, in the media pool (`limited`), written
 * under a temporary name and renamed, so a reader never sees half a file. Nothing is made when
 * the large variant is gone too (the image was collected): the caller answers 404.
 */
export function derivedFile(dir: string, hash: string, name: string, make: (source: Sharp) => Sharp): Promise<void> {
  const target = join(dir, name);
  const pending = making.get(target);
  if (pending) return pending;
  const work = (async () => {
    if (await stat(target).catch(() => null)) return;
    const source = join(dir, mediaFileName(hash, 1600));
    if (!(await stat(source).catch(() => null))) return;
    const sharp = await loadSharp();
    const temporary = `${target}.${process.pid}.tmp`;
    await limited(() => make(sharp(source)).toFile(temporary));
    await rename(temporary, target);
  })().finally(() => making.delete(target));
  making.set(target, work);
  return work;
}

/**
 * Makes a WebP variant an image stored before its width existed lacks (the 400 px thumbnail of
 * photos uploaded before it), from the large variant: the same fit as at upload, since the
 * large variant is the upload fitted inside 1600 x 6400.
 */
export function missingVariantOf(dir: string, hash: string, width: VariantWidth): Promise<void> {
  return derivedFile(dir, hash, mediaFileName(hash, width), (image) => asVariant(image, width));
}
