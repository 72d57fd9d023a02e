import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { RENDERER_CSP } from '../csp';
import type { MediaCache } from './media-cache';
import { BadPathError, rendererFile, upstreamUrl, type PathApi } from './security';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Hop-by-hop headers are for one connection, not to be forwarded (RFC 9110 section 7.6.1); host is the upstream's. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export interface AppHandlerDeps {
  /** The configured server address, or null before the user set one. */
  serverUrl(): Promise<string | null>;
  /** Electron's net.fetch in main, Node's fetch in the preview: a network failure rejects. */
  fetchUpstream(url: string, init: RequestInit): Promise<Response>;
  rendererDir: string;
  path: PathApi;
  /** Images already shown, answered from here when the server can not be reached. */
  mediaCache?: MediaCache;
}

/**
 * Everything the app's own origin answers, for main's app:// protocol and the preview server
 * alike (one function, so the preview tests what the app runs): /api and /media are forwarded
 * to the configured server, anything else is a file of the renderer folder, with the CSP.
 * When the server can not be reached the returned promise rejects, which the renderer sees as
 * a failed request: "offline".
 */
/** An image of the server: kept when it arrives, answered from the kept copy when the server is out of reach. */
async function cachedMedia(deps: AppHandlerDeps, cache: MediaCache, upstream: string, init: RequestInit) {
  const path = new URL(upstream).pathname;
  let answer: Response;
  try {
    answer = await deps.fetchUpstream(upstream, init);
  } catch (error) {
    const kept = await cache.get(path).catch(() => null);
    if (!kept) throw error;
    return new Response(kept.body, {
      status: 200,
      headers: { 'Content-Type': kept.type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  if (answer.status !== 200) return answer;
  const type = answer.headers.get('content-type') ?? 'application/octet-stream';
  const body = new Uint8Array(await answer.arrayBuffer());
  await cache.put(path, type, body).catch(() => undefined);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function createAppHandler(deps: AppHandlerDeps) {
  return async function handle(request: Request): Promise<Response> {
    const serverUrl = await deps.serverUrl();
    const upstream = upstreamUrl(request.url, serverUrl);
    if (upstream) {
      const headers = new Headers();
      request.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) headers.set(name, value);
      });
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      // `duplex` (a streamed body) is Node's and Chromium's, not yet in the DOM's RequestInit
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        ...(hasBody ? { duplex: 'half' } : {}),
      };
      const media = deps.mediaCache && request.method === 'GET' && new URL(upstream).pathname.startsWith('/media/');
      return media && deps.mediaCache
        ? cachedMedia(deps, deps.mediaCache, upstream, init)
        : deps.fetchUpstream(upstream, init);
    }
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/'))
      // with a server set, the path left /api or /media once read as the server reads it
      return serverUrl
        ? new Response('Bad request', { status: 400 })
        : new Response('No server address set', { status: 503 });
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Not allowed', { status: 405 });
    let file: string | null;
    try {
      file = rendererFile(request.url, deps.rendererDir, deps.path);
    } catch (error) {
      if (error instanceof BadPathError) return new Response('Bad request', { status: 400 });
      throw error;
    }
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!file || !body) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': RENDERER_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  };
}
