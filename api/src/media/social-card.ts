import { derivedFile } from './derived';

/** The size every chat app and social network shows whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Makes `<hash>-card.jpg` beside the image's WebP variants when missing: the large variant
 * cropped to 1200 x 630 (the part sharp finds most interesting), as JPEG, which chat apps
 * show where some show no WebP. Made once (derived.ts).
 */
export function socialCardOf(dir: string, hash: string): Promise<void> {
  return derivedFile(dir, hash, `${hash}-card.jpg`, (image) =>
    image
      .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true }),
  );
}
