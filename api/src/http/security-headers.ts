import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ISLANDS_LOADER } from '@jazz/client/islands';

/**
 * The one inline script the site writes, a page of islands' loader, admitted by its hash: no
 * other inline script runs.
 */
export const islandsLoaderHash = `'sha256-${createHash('sha256').update(ISLANDS_LOADER).digest('base64')}'`;

/**
 * Security headers on every response. The CSP allows only this origin (and the islands' loader),
 * plus the video and audio players that the site embeds after a visitor clicks a preview.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${islandsLoaderHash}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://w.soundcloud.com https://open.spotify.com https://bandcamp.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer, in the order they are set; `https`: the site is public
 * over HTTPS (SITE_URL), so browsers are told never to use plain http.
 */
export function securityHeaderList({ https }: { https: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ...(https ? [['Strict-Transport-Security', HSTS] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Content-Security-Policy', CSP],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

/** Sets `securityHeaderList` on every answer (keptFirst sets the same list on what it answers). */
export function securityHeaders(options: { https: boolean }) {
  const headers = securityHeaderList(options);
  return async (ctx: Context, next: Next) => {
    for (const [name, value] of headers) ctx.set(name, value);
    await next();
    ctx.remove('X-Powered-By');
  };
}
