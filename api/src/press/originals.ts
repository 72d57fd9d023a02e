import { existsSync, mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import { isImageFormat, MAX_PRESS_PHOTO_BYTES, MAX_PRESS_PHOTO_PIXELS, PRESS_MESSAGES } from '@jazz/contracts';
import { HttpError } from '../http/errors';
import { limited } from '../media/images';
import { loadSharp } from '../media/sharp';
import { stripJpegMetadata } from './jpeg-strip';

export interface PreparedOriginal {
  data: Buffer;
  ext: 'jpg' | 'png' | 'webp' | 'avif';
  width: number;
  height: number;
}

export const pressDir = (dataDir: string) => join(dataDir, 'press');
export const originalFile = (dataDir: string, id: string, ext: string) => join(pressDir(dataDir), `${id}.${ext}`);

const imageError = (message: string) => new HttpError(400, { image: message });

/**
 * The press photo a booker downloads: the upload at its full size, with every piece of
 * metadata (EXIF with GPS, XMP, IPTC, comments) removed as for every upload. A JPEG that needs
 * no turning keeps its image data byte for byte (only its metadata segments go: no second
 * compression, no file larger than the upload). Otherwise it is re-encoded: sharp keeps no
 * metadata unless asked; the colour profile is kept so the colours print as shot, and the
 * orientation is baked into the pixels. JPEG is then written at quality 100 without chroma
 * subsampling; PNG and GIF (first frame, as PNG) and WebP are lossless.
 */
export function prepareOriginal(bytes: Buffer): Promise<PreparedOriginal> {
  return limited(async () => {
    const sharp = await loadSharp();
    const input = { limitInputPixels: MAX_PRESS_PHOTO_PIXELS } as const;
    let format: string | undefined;
    let meta: Metadata;
    try {
      meta = await sharp(bytes, input).metadata();
      format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new HttpError(413, { message: PRESS_MESSAGES.tooManyPixels, image: PRESS_MESSAGES.tooManyPixels });
      throw imageError(PRESS_MESSAGES.image);
    }
    if (!format || !isImageFormat(format)) throw imageError(PRESS_MESSAGES.image);
    if (format === 'jpeg' && (meta.orientation ?? 1) === 1) {
      const kept = await keptJpeg(bytes, meta);
      if (kept) return kept;
    }
    try {
      const pipeline = sharp(bytes, input).rotate().keepIccProfile();
      const [ext, encoded] =
        format === 'jpeg'
          ? (['jpg', pipeline.jpeg({ quality: 100, chromaSubsampling: '4:4:4' })] as const)
          : format === 'webp'
            ? (['webp', pipeline.webp({ lossless: true })] as const)
            : format === 'avif'
              ? (['avif', pipeline.avif({ quality: 100 })] as const)
              : (['png', pipeline.png()] as const);
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { data, ext, width: info.width, height: info.height };
    } catch {
      throw imageError(PRESS_MESSAGES.image);
    }
  });
}

/** The JPEG with its metadata segments dropped, if the result reads back as the same picture without metadata. */
async function keptJpeg(bytes: Buffer, meta: Metadata): Promise<PreparedOriginal | null> {
  const stripped = stripJpegMetadata(bytes);
  if (!stripped || !meta.width || !meta.height) return null;
  try {
    const check = await (await loadSharp())(stripped, { limitInputPixels: MAX_PRESS_PHOTO_PIXELS }).metadata();
    const same = check.format === 'jpeg' && check.width === meta.width && check.height === meta.height;
    if (!same || check.exif || check.xmp || check.iptc || check.comments?.length) return null;
  } catch {
    return null;
  }
  return { data: stripped, ext: 'jpg', width: meta.width, height: meta.height };
}

/** Writes the original under its photo's id (write then rename: never half a file under the name). */
export function saveOriginal(dataDir: string, id: string, original: { data: Buffer; ext: string }): string {
  mkdirSync(pressDir(dataDir), { recursive: true });
  const file = originalFile(dataDir, id, original.ext);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, original.data);
  renameSync(partial, file);
  return file;
}

export function removeOriginal(dataDir: string, id: string, ext: string): void {
  try {
    unlinkSync(originalFile(dataDir, id, ext));
  } catch {
    // already gone
  }
}

/**
 * Deletes the originals no press photo has any more (a deleted band's, whose rows its trigger
 * removed). Synchronous, like the media store's collection: an upload writes its file and its
 * row with no await in between, so it is never caught half-way; files being written are skipped.
 */
export function sweepOriginals(dataDir: string, kept: Set<string>): number {
  let files: string[];
  try {
    files = readdirSync(pressDir(dataDir));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const file of files) {
    const match = /^([0-9a-f]{24})\.(jpg|png|webp|avif)$/.exec(file);
    if (!match || kept.has(match[1]!)) continue;
    try {
      unlinkSync(join(pressDir(dataDir), file));
      removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}

/** The stage plot as uploaded is kept under this id beside the press photos' originals. */
export const stagePlotOriginalId = (mediaId: string) => `stage-plot-${mediaId}`;

const ORIGINAL_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
} as const;

/** A stage plot uploaded as a PDF: a data URL of application/pdf whose bytes start with `%PDF-`. */
export function decodePdfDataUrl(value: string): Buffer | undefined {
  const match = /^data:application\/pdf(?:;[a-z0-9-]+=[^;,]*)*;base64,/i.exec(value);
  if (!match) return undefined;
  const payload = value.slice(match[0].length);
  const tooLarge = new HttpError(413, {
    message: PRESS_MESSAGES.stagePlotTooManyBytes,
    stagePlot: PRESS_MESSAGES.stagePlotTooManyBytes,
  });
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_PRESS_PHOTO_BYTES) throw tooLarge;
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_PRESS_PHOTO_BYTES) throw tooLarge;
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw new HttpError(400, { stagePlot: PRESS_MESSAGES.stagePlotPdf });
  return bytes;
}

/** Whether the stage plot behind a media id was uploaded as a PDF. */
export const stagePlotIsPdf = (dataDir: string, mediaId: string): boolean =>
  existsSync(originalFile(dataDir, stagePlotOriginalId(mediaId), 'pdf'));

/** The stage plot's file as uploaded, when it was kept. */
export function stagePlotOriginal(
  dataDir: string,
  mediaId: string,
): { file: string; ext: string; type: string } | undefined {
  for (const [ext, type] of Object.entries(ORIGINAL_TYPES)) {
    const file = originalFile(dataDir, stagePlotOriginalId(mediaId), ext);
    if (existsSync(file)) return { file, ext, type };
  }
  return undefined;
}
