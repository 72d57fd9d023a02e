import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import { AUDIO_FORMATS, AUDIO_PATH_PATTERN } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { audioDir } from './store';

/** The one byte range of a Range header, or 'none' (serve it all) or 'unsatisfiable'. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'none' | 'unsatisfiable' {
  if (!header) return 'none';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // several ranges or another unit: answering the whole file is always allowed
  if (!match || (match[1] === '' && match[2] === '')) return 'none';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (Number(match[2]) < start && match[2] !== '') return 'none';
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET/HEAD /audio/<sha256>.<ext> from DATA_DIR/audio: only names matching the strict pattern
 * are joined to the folder. Content-hashed names are cached for a year as immutable; Range
 * requests (one range) answer 206, so players can seek and browsers can resume.
 */
export function serveAudio(deps: AppDeps) {
  const dir = audioDir(deps.config.dataDir);
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/audio/')) return next();
    const match = AUDIO_PATH_PATTERN.exec(ctx.path);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const info = match && (await stat(join(dir, `${match[1]}.${match[2]}`)).catch(() => null));
    if (!match || !info?.isFile()) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const file = join(dir, `${match[1]}.${match[2]}`);
    const etag = `"${match[1]}"`;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('ETag', etag);
    ctx.lastModified = info.mtime;
    // the path pattern allows only the formats' extensions
    ctx.type = Object.entries(AUDIO_FORMATS).find(([extension]) => extension === match[2])?.[1].type ?? '';

    // If-Range: a range only of this very file, else the whole file
    const ifRange = ctx.get('If-Range');
    const range = ifRange && ifRange !== etag ? 'none' : parseRange(ctx.get('Range') || undefined, info.size);
    if (range === 'none') {
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.length = info.size;
      ctx.body = ctx.method === 'HEAD' ? '' : createReadStream(file);
      if (ctx.method === 'HEAD') ctx.length = info.size;
      return;
    }
    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${info.size}`);
      ctx.type = 'text/plain';
      ctx.body = 'Range not satisfiable';
      return;
    }
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = ctx.method === 'HEAD' ? '' : createReadStream(file, { start: range.start, end: range.end });
    if (ctx.method === 'HEAD') ctx.length = range.end - range.start + 1;
  };
}
