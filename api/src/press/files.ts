import { createReadStream, existsSync, statSync, type ReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import { creditLine } from '@jazz/shared/shows';
import { isStagePlotPdf, type PressKit } from '@jazz/shared/contracts';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { loadSharp } from '../media/sharp';
import { mediaDir } from '../media/store';
import { mediaFileName } from '../media/urls';
import { stagePlotOriginal } from './originals';
import { renderOneSheet, upcomingFor } from './pdf';

/** The file addresses under a press page: `{page}.pdf`, `{page}/photos.zip`, one original, the by-link stage plot. */
const FILE = /^(.*\/press)(?:(\.pdf)|\/(photos\.zip)|\/photos\/([^/]+)\/original|\/stage-plot(?:\/([^/]+))?)$/;

/** How many one-sheets this process rendered (tests: one per version, however many ask at once). */
export const oneSheetRenders = { count: 0 };

/** photos.zip downloads one client address may have running at once; the next is a 429. */
export const ZIPS_PER_ADDRESS = 2;

/**
 * Closes a download whose client stopped reading: `stream` flows only as the socket takes its
 * bytes, so no data for `ms` means no progress. Each stalled download held a descriptor (or
 * several) for good.
 */
function closeWhenStalled(ctx: Context, stream: Readable, ms: number, stop: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      ctx.req.socket.destroy();
    }, ms);
    timer.unref();
  };
  arm();
  stream.on('data', arm);
  ctx.res.once('close', () => clearTimeout(timer));
}

/** Content-Disposition with a plain fallback name and the UTF-8 one (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The press kit's files, served beside its page. Everything here is built from the same data
 * as the page at the moment of the request; the PDF is kept until the content version moves
 * (or a show of it passes its cutoff).
 */
export function pressFiles(deps: AppDeps) {
  const { press, events, pages, photos } = deps.services;
  const { config } = deps;
  const pdfs = new Map<string, { stamp: string; pdf: Promise<Buffer> }>();
  // photos.zip downloads running per client address
  const zipping = new Map<string, number>();
  const stallMs = config.downloadStallMs;

  async function firstPhoto(mediaId: string | undefined): Promise<Buffer | null> {
    if (!mediaId) return null;
    const file = join(mediaDir(config.dataDir), mediaFileName(mediaId, 800));
    if (!existsSync(file)) return null;
    const sharp = await loadSharp();
    return sharp(file).jpeg({ quality: 85 }).toBuffer();
  }

  const actName = (kit: PressKit) => kit.name || pages.read('site').name;

  /**
   * The one-sheet of a version: rendered once however many ask for it at once (single flight),
   * then kept until the version moves. A failed render is forgotten, so the next asks again.
   */
  function onePager(key: string): Promise<Buffer> {
    const kit = press.read(key);
    const { shows, series } = upcomingFor(kit, events.public, config.timezone);
    const stamp = `${deps.content.current()}:${shows.map((show) => show._id).join(',')}`;
    const kept = pdfs.get(key);
    if (kept?.stamp === stamp) return kept.pdf;
    const pdf = render(key, kit, { shows, series });
    pdfs.set(key, { stamp, pdf });
    pdf.catch(() => {
      if (pdfs.get(key)?.pdf === pdf) pdfs.delete(key);
    });
    return pdf;
  }

  async function render(
    key: string,
    kit: ReturnType<typeof press.read>,
    { shows, series }: ReturnType<typeof upcomingFor>,
  ): Promise<Buffer> {
    oneSheetRenders.count += 1;
    const owner = press.owner(key);
    // the same picture as the page: the first press photo, else the band's first image, else the gallery's first photo
    const imageUrl =
      kit.photos[0]?.image ?? (owner.group ? Object.values(owner.group.images ?? {})[0] : photos.list()[0]?.image);
    const mediaId = imageUrl && /\/media\/([0-9a-f]{64})-/.exec(imageUrl)?.[1];
    // the stage plot as the press page shows it (not when it goes only by its secret link)
    const plotId = kit.stagePlot && /\/media\/([0-9a-f]{64})-/.exec(kit.stagePlot)?.[1];
    // a PDF cannot be drawn on the sheet: its address is printed instead
    const plotPdf = kit.stagePlot && isStagePlotPdf(kit.stagePlot) ? `${config.siteUrl}${kit.stagePlot}` : undefined;
    const pdf = await renderOneSheet({
      kit: { ...kit, name: actName(kit) },
      shows,
      series,
      photo: await firstPhoto(mediaId || undefined),
      photoCredit: kit.photos[0]?.image === imageUrl ? kit.photos[0]?.credit : '',
      stagePlot: await firstPhoto(plotId || undefined),
      stagePlotPdf: plotPdf,
      siteUrl: config.siteUrl,
      timeZone: config.timezone,
    });
    return pdf;
  }

  const serve = async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = FILE.exec(ctx.path);
    const key = match && press.keyOfPagePath(match[1]!);
    if (!match || !key) return next();
    const [, , pdf, zip, photoId, token] = match;

    if (pdf) {
      ctx.type = 'application/pdf';
      ctx.set('Cache-Control', 'public, max-age=0, s-maxage=60');
      ctx.body = await onePager(key);
      // named after the act: "Cannonball Quintet one-sheet.pdf"
      const name = `${actName(press.read(key))} one-sheet.pdf`;
      ctx.set(
        'Content-Disposition',
        `inline; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      return;
    }

    if (zip) {
      const running = zipping.get(ctx.ip) ?? 0;
      if (running >= ZIPS_PER_ADDRESS) throw tooManyRequests(30);
      zipping.set(ctx.ip, running + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (zipping.get(ctx.ip) ?? 1) - 1;
        if (left > 0) zipping.set(ctx.ip, left);
        else zipping.delete(ctx.ip);
      };
      ctx.res.once('close', release);
      const originals = press.originals(key);
      // loaded at the first download, not at start (as sharp and pdfkit are)
      const { default: yazl } = await import('yazl');
      const archive = new yazl.ZipFile();
      const output = archive.outputStream as Readable;
      // the file being read, if any: a download left before its end (a closed tab) must not keep
      // it open (each one was a descriptor lost for good)
      const reading = new Set<ReadStream>();
      const stop = (error?: unknown) => {
        if (error) deps.logger.error('press photos zip failed', error);
        for (const stream of reading) stream.destroy();
        output.destroy();
      };
      archive.on('error', stop);
      // stored, not deflated: photos do not compress, and the size is known before the first byte
      for (const { file, name } of originals) {
        const { size, mtime } = statSync(file);
        archive.addReadStreamLazy(name, { compress: false, size, mtime }, (open) => {
          const stream = createReadStream(file);
          reading.add(stream);
          stream.once('error', stop);
          stream.once('close', () => reading.delete(stream));
          open(null, stream);
        });
      }
      const credits = originals
        .map(({ name, photo }) => [name, photo.title, creditLine(photo.credit), photo.usage].filter(Boolean).join('\n'))
        .join('\n\n');
      archive.addBuffer(Buffer.from(`${credits || 'No press photos yet.'}\n`), 'credits.txt', { compress: false });
      // yazl answers the final size when every entry's size is known (its types omit the argument)
      const end = archive.end.bind(archive) as (options: object, done: (total: number) => void) => void;
      const size = await new Promise<number>((resolve) => end({}, resolve));
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set(
        'Content-Disposition',
        attachment(`${press.owner(key).path.split('/').filter(Boolean).join('-')}-photos.zip`),
      );
      if (size >= 0) ctx.length = size;
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) stop();
      });
      closeWhenStalled(ctx, output, stallMs, stop);
      ctx.body = output;
      return;
    }

    if (photoId) {
      let id = '';
      try {
        id = decodeURIComponent(photoId);
      } catch {
        /* not an id: no such photo */
      }
      const original = id ? press.originalOf(key, id) : undefined;
      if (!original) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'No such photo.';
        return;
      }
      ctx.type = original.type;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.set('Content-Disposition', attachment(original.name));
      ctx.length = statSync(original.file).size;
      const stream = createReadStream(original.file);
      closeWhenStalled(ctx, stream, stallMs, () => stream.destroy());
      ctx.body = stream;
      return;
    }

    // `{page}/stage-plot`: the plot the press page shows; `{page}/stage-plot/{token}`: the secret link
    const mediaId = token ? press.stagePlotByToken(key, token) : press.shownStagePlot(key);
    // the file as uploaded (a PNG stays a PNG); a plot kept from before only as the web variant
    const original = mediaId ? stagePlotOriginal(config.dataDir, mediaId) : undefined;
    const file = original?.file ?? (mediaId && join(mediaDir(config.dataDir), mediaFileName(mediaId, 1600)));
    if (!file || !existsSync(file)) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = token ? 'This link is no longer valid.' : 'No stage plot.';
      return;
    }
    ctx.type = original?.type ?? 'image/webp';
    ctx.set('Content-Disposition', attachment(`${actName(press.read(key))} stage plot.${original?.ext ?? 'webp'}`));
    // a renewed link must stop working at once: nobody keeps it
    ctx.set('Cache-Control', token ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = createReadStream(file);
  };
  return serve;
}
