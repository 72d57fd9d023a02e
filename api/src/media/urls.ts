/**
 * Naming of stored images. Every upload is kept as WebP variants named by the sha256 of the
 * uploaded bytes and the variant's bounding width:
 *
 *   /media/<64 hex>-1600.webp   the large variant (the URL the API hands out)
 *   /media/<64 hex>-800.webp    the small variant, for srcset:
 *     `${base}-800.webp 800w, ${base}-1600.webp 1600w`
 *   /media/<64 hex>-400.webp    the thumbnail, for the gallery's srcset (a phone's half-width
 *                               tile): images stored before it existed get it at its first
 *                               request, made from the large variant (derived.ts)
 *
 * Variants fit inside W x 4W and are never upscaled, so a small upload has identical-size
 * files; the names stay predictable either way. The content hash in the name is what makes
 * `immutable` caching safe.
 */
export const VARIANT_WIDTHS = [1600, 800, 400] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** A file name under DATA_DIR/media; nothing else is ever served or written there. */
export const MEDIA_FILE_PATTERN = /^([0-9a-f]{64})-(1600|800|400)\.webp$/;

/** An image's social card (Open Graph): a 1200 x 630 JPEG made from its large variant. */
export const CARD_FILE_PATTERN = /^([0-9a-f]{64})-card\.jpg$/;

export const mediaFileName = (hash: string, width: VariantWidth): string => `${hash}-${width}.webp`;

export const mediaUrl = (hash: string, width: VariantWidth = 1600): string => `/media/${mediaFileName(hash, width)}`;

/**
 * The media id inside a URL the API handed out, or null. Absolute URLs are accepted too, since
 * a client may have resolved the relative URL against the site's address.
 */
export function mediaIdOfUrl(url: string): string | null {
  const match = /^(?:https?:\/\/[^/?#]+)?\/media\/([^/?#]+)$/i.exec(url.trim());
  const file = match?.[1] && MEDIA_FILE_PATTERN.exec(match[1]);
  return file ? file[1]! : null;
}
