import type { Readable } from 'node:stream';
import type { Context } from 'koa';

/**
 * Closes a download whose client stopped reading: `stream` flows only as the socket takes its
 * bytes, so no data for `ms` means no progress. Each stalled download held a descriptor (or
 * several) for good.
 */
export function closeWhenStalled(ctx: Context, stream: Readable, ms: number, stop: () => void): void {
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
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
