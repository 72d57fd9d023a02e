import { createHash } from 'node:crypto';
import {
  IMAGE_MESSAGES,
  isImageFormat,
  MAX_ANIMATION_PIXELS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_FRAMES,
  MAX_IMAGE_PIXELS,
} from '@jazz/contracts';
import type { Sharp } from 'sharp';
import { HttpError } from '../http/errors';
import { loadSharp } from './sharp';
import { VARIANT_WIDTHS, type VariantWidth } from './urls';

export interface ProcessedImage {
  /** sha256 of the uploaded bytes: the media id and the stem of its file names. */
  hash: string;
  /** Size of the largest variant, as stored in the media table. */
  width: number;
  height: number;
  variants: { width: VariantWidth; data: Buffer }[];
}

/** A stored variant: fitted inside `width` x 4 `width`, never upscaled, as WebP. */
export const asVariant = (image: Sharp, width: VariantWidth): Sharp =>
  image.resize({ width, height: width * 4, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 });

export const imageError = (key: string, message: string) => new HttpError(400, { images: `${key}: ${message}` });
const tooLarge = (key: string, message: string) => new HttpError(413, { message, images: `${key}: ${message}` });

/**
 * The bytes of a `data:image/...;base64,` URL. The declared type is not trusted (the decoded
 * format is checked later); the size is checked from the base64 length before decoding.
 */
export function decodeDataUrl(key: string, value: string, maxBytes: number = MAX_IMAGE_BYTES): Buffer {
  const match = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9-]+=[^;,]*)*;base64,/i.exec(value);
  if (!match) throw imageError(key, IMAGE_MESSAGES.notDataUrl);
  const payload = value.slice(match[0].length);
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) throw tooLarge(key, IMAGE_MESSAGES.tooManyBytes);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) throw tooLarge(key, IMAGE_MESSAGES.tooManyBytes);
  if (bytes.length === 0) throw imageError(key, IMAGE_MESSAGES.format);
  return bytes;
}

/**
 * An iPhone's HEIC (HEVC in HEIF) as raw RGBA pixels. sharp's prebuilt libvips reads HEIF only
 * with AV1 (AVIF): libheif compiled to WebAssembly (heic-decode) decodes the HEVC, applying the
 * file's rotation and mirroring. Only pixels go on to sharp, so no metadata (GPS) survives.
 */
async function heicPixels(bytes: Buffer) {
  // loaded at the first HEIC, not at start: its WebAssembly keeps about 20 MB
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: new Uint8Array(bytes) });
  return {
    data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    raw: { width, height, channels: 4 as const },
  };
}

/** Decoding a 40 MP image takes ~160 MB of RAM: two at a time keeps a burst of uploads bounded. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];
export async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Checks what the bytes really are, then re-encodes them as WebP variants. Re-encoding drops
 * every piece of metadata (EXIF, GPS, XMP, comments) because sharp keeps none unless asked;
 * `.rotate()` first bakes the EXIF orientation into the pixels. Animated GIF/WebP keep their
 * first frame. WebP only: AVIF (effort 2) took twice as long on this 2-core machine for files
 * of about the same size.
 */
export function processImage(
  key: string,
  bytes: Buffer,
  maxPixels: number = MAX_IMAGE_PIXELS,
): Promise<ProcessedImage> {
  return limited(async () => {
    const sharp = await loadSharp();
    const input = { limitInputPixels: maxPixels, sequentialRead: true } as const;
    let format: string | undefined;
    let frames = 1;
    let framePixels = 0;
    let pixels: { width: number; height: number } | undefined;
    try {
      const meta = await sharp(bytes, input).metadata();
      format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
      frames = meta.pages ?? 1;
      framePixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
      if (meta.format === 'heif' && meta.compression === 'hevc') {
        format = 'heic';
        pixels = { width: meta.width ?? 0, height: meta.height ?? 0 };
      }
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw tooLarge(key, IMAGE_MESSAGES.tooManyPixels);
      throw imageError(key, IMAGE_MESSAGES.format);
    }
    // an animation's frames are all decoded by the re-encoding: bounded by count and by pixels
    if (frames > MAX_IMAGE_FRAMES || frames * framePixels > MAX_ANIMATION_PIXELS)
      throw tooLarge(key, IMAGE_MESSAGES.tooManyFrames);
    if (!format || !isImageFormat(format)) throw imageError(key, IMAGE_MESSAGES.format);
    if (pixels && pixels.width * pixels.height > maxPixels) throw tooLarge(key, IMAGE_MESSAGES.tooManyPixels);
    try {
      const source = format === 'heic' ? await heicPixels(bytes) : null;
      const open = () => (source ? sharp(source.data, { raw: source.raw }) : sharp(bytes, input).rotate());
      const variants: ProcessedImage['variants'] = [];
      let size = { width: 0, height: 0 };
      for (const width of VARIANT_WIDTHS) {
        const { data, info } = await asVariant(open(), width).toBuffer({ resolveWithObject: true });
        if (variants.length === 0) size = { width: info.width, height: info.height };
        variants.push({ width, data });
      }
      return { hash: createHash('sha256').update(bytes).digest('hex'), ...size, variants };
    } catch {
      // the header was readable but the pixels are not (truncated or corrupt file)
      throw imageError(key, IMAGE_MESSAGES.format);
    }
  });
}
