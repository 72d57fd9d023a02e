import { createReadStream, statSync, type ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { creditLine } from '@jazz/contracts/shows';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { attachment, closeWhenStalled } from './downloads';

/** photos.zip downloads one client address may have running at once; the next is a 429. */
export const ZIPS_PER_ADDRESS = 2;

declare module 'yazl' {
  interface ZipFile {
    /** yazl answers the final size when every entry's size is known (its types omit the argument). */
    end(options: Partial<EndOptions>, calculatedTotalSizeCallback: (total: number) => void): void;
  }
}

/** `{page}/photos.zip`: the press kit's original photos, stored, with a credits.txt. */
export function photosZip(deps: AppDeps) {
  const { press } = deps.services;
  // photos.zip downloads running per client address
  const zipping = new Map<string, number>();

  /** Counts a download of the client's address until its response closes; a 429 past the limit. */
  function admit(ctx: Context): void {
    const running = zipping.get(ctx.ip) ?? 0;
    if (running >= ZIPS_PER_ADDRESS) throw tooManyRequests(30);
    zipping.set(ctx.ip, running + 1);
    let released = false;
    ctx.res.once('close', () => {
      if (released) return;
      released = true;
      const left = (zipping.get(ctx.ip) ?? 1) - 1;
      if (left > 0) zipping.set(ctx.ip, left);
      else zipping.delete(ctx.ip);
    });
  }

  return async function serveZip(ctx: Context, key: string): Promise<void> {
    admit(ctx);
    const originals = press.originals(key);
    // loaded at the first download, not at start (as sharp and pdfkit are)
    const { default: yazl } = await import('yazl');
    const archive = new yazl.ZipFile();
    const output = archive.outputStream;
    // yazl's output is a PassThrough; its types say only NodeJS.ReadableStream (no destroy)
    if (!(output instanceof Readable)) throw new Error('The zip writer gave no Node.js stream.');
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
    const size = await new Promise<number>((resolve) => archive.end({}, resolve));
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
    closeWhenStalled(ctx, output, deps.config.downloadStallMs, stop);
    ctx.body = output;
  };
}
