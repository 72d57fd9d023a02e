import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * Serves the built site: files from site/dist (hashed assets cached for a year), and
 * index.html for every other GET so the client router can take over.
 */
export function serveSite({ config }: AppDeps) {
  const root = config.siteDist;
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = safeJoin(root, decodeURIComponent(ctx.path));
    if (file && existsSync(file) && statSync(file).isFile()) {
      ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
      ctx.set(
        'Cache-Control',
        ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      ctx.body = createReadStream(file);
      return;
    }
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site is not built yet: run npm run build.';
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = createReadStream(index);
  };
}

function safeJoin(root: string, path: string): string | null {
  const full = normalize(join(root, path));
  return full === root || full.startsWith(root + sep) ? full : null;
}
