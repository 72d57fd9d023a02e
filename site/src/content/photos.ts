import data from './photos.json';
import type { Photo } from './types';

/**
 * The 28 photos of the gallery (SPEC.md section 9). PLACEHOLDER images are generated at build
 * time from photos.json (site/scripts/generate-media.mjs); replace the files and the entries.
 */
export const PHOTOS: Photo[] = data;

/** The widths each photo is served at (the generator writes `${src}-${width}.webp`). */
export const PHOTO_WIDTHS = [480, 960] as const;
