/**
 * The renderer's Content-Security-Policy: everything from the app's own origin only. The API
 * and the media are reached through that origin too (main's app:// protocol, or the preview
 * server, forwards /api and /media to the configured server), so connect-src needs no other host.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
