import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { mediaDir } from './store';
import { missingVariantOf } from './derived';
import { CARD_FILE_PATTERN, MEDIA_FILE_PATTERN, VARIANT_WIDTHS } from './urls';
import { socialCardOf } from './social-card';

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
};

/**
 * GET/HEAD /media/<hash>-<width>.webp from DATA_DIR/media, and /media/<hash>-card.jpg, the image's
 * social card (made at its first request, social-card.ts); a smaller variant an image stored
 * before its width existed lacks is made at its first request too (derived.ts). Only names matching the strict
 * pattern are ever joined to the folder, so no path can leave it. The names are content
 * hashes, hence `immutable` caching and an ETag taken from the name.
 */
export function serveMedia(deps: AppDeps) {
  const dir = mediaDir(deps.config.dataDir);
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/media/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const name = ctx.path.slice('/media/'.length);
    const card = CARD_FILE_PATTERN.exec(name);
    const media = MEDIA_FILE_PATTERN.exec(name) ?? card;
    if (!media) return notFound(ctx);
    // a private press kit's stage plot: only under its secret link (press/files.ts)
    if (deps.services.press.isPrivateMedia(media[1]!)) return notFound(ctx);
    const file = join(dir, name);
    let info = await stat(file).catch(() => null);
    if (!info) {
      // made at its first request: a social card, or a width the image was stored without
      const width = VARIANT_WIDTHS.find((w) => w !== 1600 && String(w) === media[2]);
      if (card) await socialCardOf(dir, card[1]!).catch(() => undefined);
      else if (width) await missingVariantOf(dir, media[1]!, width).catch(() => undefined);
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return notFound(ctx);

    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.etag = name.replace(/\.(webp|jpg)$/, '');
    ctx.lastModified = info.mtime;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // HEAD gets the headers only; opening the file for it would leak a descriptor
    ctx.body = ctx.method === 'HEAD' ? '' : createReadStream(file);
    ctx.type = card ? 'image/jpeg' : 'image/webp';
    ctx.length = info.size;
  };
}
