/**
 * Uploaded images (docs/product.md): the formats, the limits and the messages, declared once for the
 * server's checks and the admin's pickers (the group's images, the photo upload).
 */

/** Accepted formats: sharp's name of each, and the media type a file picker filters on. */
export const IMAGE_FORMATS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  // an iPhone's photo (HEVC in HEIF): decoded on the server, stored as WebP like the others
  heic: 'image/heic',
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

export const isImageFormat = (format: string): format is ImageFormat => Object.hasOwn(IMAGE_FORMATS, format);

/** The formats as a sentence names them. */
export const IMAGE_FORMAT_NAMES = 'JPEG, PNG, WebP, AVIF, GIF or HEIC';

/**
 * react-dropzone's `accept`: each accepted media type, any file extension; HEIC also by its
 * extensions, since browsers outside Apple's systems give such a file no media type.
 */
export const IMAGE_ACCEPT: Record<string, string[]> = {
  ...Object.fromEntries(Object.values(IMAGE_FORMATS).map((type) => [type, []])),
  'image/heic': ['.heic', '.HEIC'],
  'image/heif': ['.heif', '.HEIF'],
};

/** Bytes of one uploaded image (decoded, not base64): a modern phone's JPEG is often over 15 MB. */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
/** A request carrying one image as a data URL: base64 adds a third, plus room for the other fields. */
export const MAX_IMAGE_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024;
/** Pixels of one uploaded image's source. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Frames of an animated image (GIF, WebP): only the first is kept, but every frame is read. */
export const MAX_IMAGE_FRAMES = 1000;
/** Pixels of all frames of one animated image together. */
export const MAX_ANIMATION_PIXELS = 100_000_000;
/** Images of one group. */
export const MAX_IMAGES = 9999;

export const IMAGE_MESSAGES = {
  format: `Images must be image files (${IMAGE_FORMAT_NAMES}).`,
  notDataUrl: 'Each image must be a new upload (a base64 data URL) or an image this group already has.',
  notOwned: 'An image URL does not belong to this group; upload the image instead.',
  tooManyBytes: `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `Each image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  tooMany: `A group can have at most ${MAX_IMAGES} images.`,
  tooManyFrames: `An animated image must have at most ${MAX_IMAGE_FRAMES} frames and ${MAX_ANIMATION_PIXELS / 1_000_000} megapixels in all.`,
} as const;
