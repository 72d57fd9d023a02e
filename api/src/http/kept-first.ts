import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedBody, matches, negotiatedBefore } from './cached-body';
import type { KeptList } from './cached-list';
import { loggedPath, requestIdOf, type AppLogger } from './logger';
import type { PublicLists } from './public-lists';
import { securityHeaderList } from './security-headers';

interface KeptFirstDeps {
  lists: PublicLists;
  logger: AppLogger;
  https: boolean;
  /** What the chain does for every request before it answers a list (series/routes.ts's seriesKeepAhead). */
  beforeEach: () => void;
}

/**
 * The API's kept lists answered before Koa (docs/performance.md, "The API's read path"): a plain
 * GET or HEAD of `/api/events` (anonymous, no query string), `/api/groups` or `/api/photos`
 * whose kept bytes are ready is answered here from node:http, without a Koa context, its
 * delegates and the chain of middleware, which cost more than the answer itself. It sends what
 * the chain would: the request id, the security headers, Cache-Control, Vary, the type, the
 * ETag (or a bodiless 304), Content-Encoding and Content-Length, and writes the same request log
 * line (docs/operations.md, "Health and logs"). Anything else, or a list not built at this
 * content version yet, or an Accept-Encoding not negotiated before, returns false: Koa answers.
 */
export function keptFirst({ lists, logger, https, beforeEach }: KeptFirstDeps) {
  const byUrl = new Map<string, KeptList>([
    ['/api/events', lists.events],
    ['/api/groups', lists.groups],
    ['/api/photos', lists.photos],
  ]);
  const security = securityHeaderList({ https }).flat();
  let served = 0;

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const list = byUrl.get(req.url ?? '');
    if (!list) return false;
    // a signed-in request's list is built per request (lists.early does the same)
    if (list === lists.events && req.headers.authorization) return false;
    const started = performance.now();
    let body;
    try {
      beforeEach();
      body = list.ready();
    } catch {
      // the chain runs it again and answers its error as it answers any
      return false;
    }
    if (!body) return false;
    const accepted = body.br || body.gzip ? negotiatedBefore(req.headers['accept-encoding'] ?? '') : 'identity';
    if (accepted === undefined) return false;
    const { encoding, bytes, etag } = encodedBody(body, accepted);
    // a body kept compressed only, asked uncompressed: Koa streams it unzipped
    if (!bytes) return false;
    const incomingId = req.headers['x-request-id'];
    const reqId = requestIdOf(typeof incomingId === 'string' ? incomingId : undefined);
    const fresh = matches(req.headers['if-none-match'] ?? '', etag);
    const headers = ['X-Request-Id', reqId, ...security, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding'];
    // a 304 carries no type, encoding or length (Koa drops them for a bodiless status)
    if (fresh) headers.push('ETag', etag);
    else {
      headers.push('Content-Type', body.type, 'ETag', etag);
      if (encoding) headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(bytes.length));
    }
    const status = fresh ? 304 : 200;
    res.writeHead(status, headers);
    res.end(fresh || req.method === 'HEAD' ? undefined : bytes);
    served++;
    logger.request?.({
      reqId,
      method: req.method,
      path: loggedPath(req.url ?? ''),
      status,
      responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  }
  return Object.assign(answer, { served: () => served });
}
