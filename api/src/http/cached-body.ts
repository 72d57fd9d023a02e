import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { Readable, type Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGunzip, createGzip, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS = 256;

/**
 * One response body kept in memory in each encoding a client may ask for, with a strong
 * ETag per encoding (the bytes differ, so the validators must too). A body over 1 MB (a
 * career's whole show list, 13 MB at 20,000 shows; the sitemap) keeps only its compressed
 * bytes: every browser and client asks for gzip or brotli, and the rare one that does not is
 * sent the gzip bytes unzipped as they stream out.
 */
export interface CachedBody {
  type: string;
  identity: Buffer | null;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The bytes kept, in all encodings (what a cache counts). */
  size: number;
  /** Hash of the uncompressed bytes; the ETag of each encoding derives from it. */
  hash: string;
}

/**
 * The bytes in memory of their own size, for keeping: zlib answers a short output as a view of
 * its 64 KB output chunk, and Buffer.from a view of a shared 64 KB pool (Buffer.poolSize); a kept
 * view holds the whole chunk (300 kept show pages held 38 MB of chunks for 10 MB of pages).
 */
function tight(bytes: Buffer): Buffer {
  if (bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * The smallest brotli window that holds `size` bytes (2^10 to the default 2^22): a larger one
 * finds nothing more in a short body, but its ring buffer and match tables are sized by it (at
 * quality 11, about 32 MB for a 20 KB page with the default window), native memory each
 * compression takes and the allocator keeps.
 */
const windowBits = (size: number) => Math.min(22, Math.max(10, Math.ceil(Math.log2(size + 1))));

const brotliAt = async (bytes: Buffer, quality: number) =>
  brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(bytes.length),
    },
  }).then(tight);
const gzipAt = async (bytes: Buffer, level: number) => gzipAsync(bytes, { level }).then(tight);

/**
 * Compresses fast (brotli 4, gzip 6: a few milliseconds), so no request waits for maximum
 * effort. A body that is kept and sent again is compressed better later (`improveLater`).
 */
export async function compressBody(text: string, type: string): Promise<CachedBody> {
  const identity = tight(Buffer.from(text));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  if (identity.length < MIN_COMPRESS) return { type, identity, br: null, gzip: null, size: identity.length, hash };
  const [br, gz] = await Promise.all([brotliAt(identity, 4), gzipAt(identity, 6)]);
  const kept = identity.length > IMPROVE_AT_MOST ? null : identity;
  return { type, identity: kept, br, gzip: gz, size: (kept?.length ?? 0) + br.length + gz.length, hash };
}

/**
 * `compressBody` of the text that `parts` make up, read one part at a time: each part is hashed
 * and fed to the gzip and brotli streams as it comes, so the text is never held whole (a
 * career's whole show list is 13 MB; its parts are pages of rows). Answers the same bytes once
 * uncompressed, the same hash, and keeps the uncompressed bytes only up to 1 MB, as
 * `compressBody` does. `pause` (the default): waits while the compressors are busy (the
 * event loop runs meanwhile, so `parts` may be read across writes: the caller checks); false
 * reads every part at once, with no await between them, and the compressors queue the bytes.
 */
export async function compressParts(parts: Iterable<string>, type: string, pause = true): Promise<CachedBody> {
  const hash = createHash('sha256');
  const gz = createGzip({ level: 6 });
  const br = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const outputs = Promise.all([collect(gz), collect(br)]);
  outputs.catch(() => {});
  // the bytes so far, while they may still be kept (a body up to 1 MB keeps them)
  let plain: Buffer[] | null = [];
  let length = 0;
  try {
    for (const part of parts) {
      const bytes = Buffer.from(part);
      if (bytes.length === 0) continue;
      hash.update(bytes);
      length += bytes.length;
      if (plain && length <= IMPROVE_AT_MOST) plain.push(bytes);
      else plain = null;
      gz.write(bytes);
      br.write(bytes);
      // each asked when the other is done waiting: one may have drained meanwhile
      if (pause && gz.writableNeedDrain) await once(gz, 'drain');
      if (pause && br.writableNeedDrain) await once(br, 'drain');
    }
  } catch (error) {
    gz.destroy();
    br.destroy();
    throw error;
  }
  gz.end();
  br.end();
  const digest = hash.digest('base64url').slice(0, 27);
  const identity = plain && tight(Buffer.concat(plain, length));
  if (identity && length < MIN_COMPRESS) {
    gz.destroy();
    br.destroy();
    return { type, identity, br: null, gzip: null, size: length, hash: digest };
  }
  const [gzBytes, brBytes] = await outputs;
  return {
    type,
    identity,
    br: brBytes,
    gzip: gzBytes,
    size: (identity?.length ?? 0) + brBytes.length + gzBytes.length,
    hash: digest,
  };
}

/** All a compressor's output, once it ends. */
function collect(stream: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return once(stream, 'end').then(() => tight(Buffer.concat(chunks)));
}

// one better compression at a time, off every request's path; a backlog beyond this is skipped
// (the fast bytes stay), so a flood of distinct pages can not queue unbounded work
const MAX_WAITING = 20;
/**
 * A body larger than this keeps its fast bytes: brotli 9 of a career's whole show list (13 MB)
 * or sitemap (3 MB) costs seconds of CPU and tens of MB of memory for a few per cent fewer bytes.
 */
const IMPROVE_AT_MOST = 1024 * 1024;
let waiting = 0;
let improving: Promise<void> = Promise.resolve();

/**
 * Replaces a kept body's compressed bytes with better ones (brotli 11 up to 32 KB, where it
 * costs tens of milliseconds, else 9; gzip 9) in the background, one body at a time; up to
 * 1 MB.
 */
export function improveLater(body: CachedBody): void {
  const identity = body.identity;
  if (!body.br || !identity || waiting >= MAX_WAITING || identity.length > IMPROVE_AT_MOST) return;
  waiting++;
  improving = improving.then(async () => {
    try {
      const quality = identity.length <= 32 * 1024 ? 11 : 9;
      const [br, gz] = await Promise.all([brotliAt(identity, quality), gzipAt(identity, 9)]);
      body.br = br;
      body.gzip = gz;
      body.size = identity.length + br.length + gz.length;
    } catch {
      // the fast bytes are still right
    } finally {
      waiting--;
    }
  });
}

/**
 * Sends a kept body in the encoding the client prefers, with its strong ETag, or a bodiless
 * 304 when the client's If-None-Match already names it (`validate` false: neither, for what
 * must be fetched whole each time). Cache-Control is the caller's.
 */
export function sendCachedBody(ctx: Context, body: CachedBody, status = 200, validate = true) {
  ctx.vary('Accept-Encoding');
  const { encoding, bytes, etag } = encodedBody(body, body.br || body.gzip ? preferredEncoding(ctx) : 'identity');
  ctx.status = status;
  ctx.type = body.type;
  if (status === 200 && validate) {
    ctx.set('ETag', etag);
    if (matches(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }
  }
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = bytes ?? plainBytes(body);
}

/**
 * A kept body's bytes in the encoding `accepted` names when it is kept in it, else its
 * uncompressed bytes (null when only its compressed bytes are kept), and their strong ETag.
 */
export function encodedBody(body: CachedBody, accepted: string | false) {
  const encoding = accepted === 'br' && body.br ? 'br' : accepted === 'gzip' && body.gzip ? 'gzip' : null;
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  return { encoding, bytes, etag: `"${body.hash}${encoding ? `-${encoding}` : ''}"` };
}

/** The uncompressed bytes; a large body kept compressed only is unzipped as it is sent (no Content-Length then). */
function plainBytes(body: CachedBody): Buffer | Readable {
  if (body.identity) return body.identity;
  if (body.gzip) return Readable.from([body.gzip]).pipe(createGunzip());
  throw new Error('A kept body with no bytes');
}

const negotiated = new Map<string, string | false>();

/**
 * Koa's negotiation (q-values, wildcards) for each distinct Accept-Encoding once: browsers send
 * a handful of spellings, and parsing it was a tenth of the time of answering from memory.
 */
export function preferredEncoding(ctx: Context): string | false {
  const header = ctx.get('Accept-Encoding');
  let accepted = negotiatedBefore(header);
  if (accepted === undefined) {
    accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
    // bounded by entries and bytes: a client may send any header; browsers' are short
    if (header.length > 200) return accepted;
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(header, accepted);
  }
  return accepted;
}

/** What `preferredEncoding` answered before for this Accept-Encoding ('' for none sent), if it did. */
export const negotiatedBefore = (header: string): string | false | undefined => negotiated.get(header);

/**
 * If-None-Match as RFC 9110 section 13.1.2 reads it: `*` or a list of tags compared weakly.
 * (Koa's `ctx.fresh` also answers 200 to any request saying `Cache-Control: no-cache`, which
 * fetch() adds to every request carrying If-None-Match; the origin may still say 304.)
 */
export function matches(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
