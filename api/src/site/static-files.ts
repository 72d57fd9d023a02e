import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'koa';
import { preferredEncoding } from '../http/cached-body';

/** The site's files as they are built: their types, precompressed twins, and the build's stamp. */

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
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Which precompressed twin the client accepts, best first. */
function encodingFor(ctx: Context): 'br' | 'gzip' | null {
  const accepted = preferredEncoding(ctx);
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

export function sendFile(ctx: Context, file: string) {
  ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
  ctx.set(
    'Cache-Control',
    ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
  );
  ctx.vary('Accept-Encoding');
  const encoding = encodingFor(ctx);
  const twin = encoding && file + (encoding === 'br' ? '.br' : '.gz');
  if (twin && existsSync(twin)) {
    ctx.set('Content-Encoding', encoding);
    ctx.length = statSync(twin).size;
    ctx.body = createReadStream(twin);
    return;
  }
  ctx.length = statSync(file).size;
  ctx.body = createReadStream(file);
}

/**
 * What identifies the site build being served (the server entry and the template), looked up
 * at most once a second rather than on every request; null while the site is not built.
 */
export function buildStamp(siteDist: string): () => string | null {
  const files = [join(siteDist, 'server', 'entry-server.js'), join(siteDist, 'client', 'index.html')];
  let stamp: string | null = null;
  let checked = 0;
  return () => {
    const now = performance.now();
    if (now - checked < 1000 && checked !== 0) return stamp;
    checked = now;
    const stats = files.map((file) => statSync(file, { throwIfNoEntry: false }));
    stamp = stats.every(Boolean) ? stats.map((stat) => stat!.mtimeMs).join(':') : null;
    return stamp;
  };
}

export function safeJoin(root: string, path: string): string | null {
  const full = normalize(join(root, path));
  return full.startsWith(root + sep) ? full : null;
}
