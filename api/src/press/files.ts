import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { mediaDir } from '../media/store';
import { mediaFileName } from '../media/urls';
import { attachment, closeWhenStalled } from './downloads';
import { actNameOf, oneSheets } from './one-sheet';
import { stagePlotOriginal } from './originals';
import { photosZip } from './photos-zip';

/** The file addresses under a press page: `{page}.pdf`, `{page}/photos.zip`, one original, the by-link stage plot. */
const FILE = /^(.*\/press)(?:(\.pdf)|\/(photos\.zip)|\/photos\/([^/]+)\/original|\/stage-plot(?:\/([^/]+))?)$/;

const notFound = (ctx: Context, text: string) => {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = text;
};

/**
 * The press kit's files, served beside its page: the one-sheet PDF (`one-sheet.ts`), the photos'
 * zip (`photos-zip.ts`), one photo's original and the stage plot (here). Everything is built
 * from the same data as the page at the moment of the request.
 */
export function pressFiles(deps: AppDeps) {
  const { press } = deps.services;
  const { config } = deps;
  const actName = actNameOf(deps);
  const onePager = oneSheets(deps);
  const serveZip = photosZip(deps);

  async function servePdf(ctx: Context, key: string) {
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', 'public, max-age=0, s-maxage=60');
    ctx.body = await onePager(key);
    // named after the act: "Cannonball Quintet one-sheet.pdf"
    const name = `${actName(press.read(key))} one-sheet.pdf`;
    ctx.set(
      'Content-Disposition',
      `inline; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  }

  function serveOriginal(ctx: Context, key: string, photoId: string) {
    let id = '';
    try {
      id = decodeURIComponent(photoId);
    } catch {
      /* not an id: no such photo */
    }
    const original = id ? press.originalOf(key, id) : undefined;
    if (!original) return notFound(ctx, 'No such photo.');
    ctx.type = original.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('Content-Disposition', attachment(original.name));
    ctx.length = statSync(original.file).size;
    const stream = createReadStream(original.file);
    closeWhenStalled(ctx, stream, config.downloadStallMs, () => stream.destroy());
    ctx.body = stream;
  }

  /** `{page}/stage-plot`: the plot the press page shows; `{page}/stage-plot/{token}`: the secret link. */
  function serveStagePlot(ctx: Context, key: string, token: string | undefined) {
    const mediaId = token ? press.stagePlotByToken(key, token) : press.shownStagePlot(key);
    // the file as uploaded (a PNG stays a PNG); a plot kept from before only as the web variant
    const original = mediaId ? stagePlotOriginal(config.dataDir, mediaId) : undefined;
    const file = original?.file ?? (mediaId && join(mediaDir(config.dataDir), mediaFileName(mediaId, 1600)));
    if (!file || !existsSync(file)) return notFound(ctx, token ? 'This link is no longer valid.' : 'No stage plot.');
    ctx.type = original?.type ?? 'image/webp';
    ctx.set('Content-Disposition', attachment(`${actName(press.read(key))} stage plot.${original?.ext ?? 'webp'}`));
    // a renewed link must stop working at once: nobody keeps it
    ctx.set('Cache-Control', token ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = createReadStream(file);
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = FILE.exec(ctx.path);
    const key = match && press.keyOfPagePath(match[1]!);
    if (!match || !key) return next();
    const [, , pdf, zip, photoId, token] = match;
    if (pdf) return servePdf(ctx, key);
    if (zip) return serveZip(ctx, key);
    if (photoId) return serveOriginal(ctx, key, photoId);
    return serveStagePlot(ctx, key, token);
  };
}
