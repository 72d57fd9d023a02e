import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { settingsSchema } from '../ipc-contract';
import { createAppHandler } from '../main/app-handler';
import { createMediaCache } from '../main/media-cache';
import { APP_ORIGIN } from '../main/security';

export interface PreviewOptions {
  port: number;
  host?: string;
  apiUrl: string;
  rendererDir: string;
  /** Where the images already shown are kept (a fresh temporary folder by default). */
  mediaCacheDir?: string;
}

/** Decoded by Node's fetch already: passing them on would make the browser decode twice. */
const DECODED_BY_FETCH = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/**
 * Only requests addressed to the preview by the name it listens on: a page on another site
 * whose DNS name is re-pointed at 127.0.0.1 (DNS rebinding) sends its own name as Host and
 * is refused, so it can neither read the API through the preview nor change its settings.
 */
export function allowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(host.toLowerCase());
}

/**
 * The built desktop renderer for a plain browser. Forwarding and file serving are main's own
 * handler (src/main/app-handler.ts), fed each request as if it came to app://admin: the same
 * files, the same /api and /media forwarding, the same path confinement, so the same IndexedDB
 * drafts work and the browser tests exercise what the app runs. When the server can not be
 * reached the browser's connection is dropped: a network error, exactly as in the app.
 */
export async function startPreview(options: PreviewOptions) {
  let target = settingsSchema.parse({ serverUrl: options.apiUrl, allowInsecure: true }).serverUrl;
  const handle = createAppHandler({
    serverUrl: async () => target,
    fetchUpstream: (url, init) => fetch(url, init),
    rendererDir: options.rendererDir,
    path,
    mediaCache: createMediaCache(options.mediaCacheDir ?? mkdtempSync(path.join(tmpdir(), 'desk-preview-media-'))),
  });
  let port = options.port;

  const server = createServer((req, res) => {
    if (!allowedHost(req.headers.host, port)) return plain(res, 403, 'Unknown host');
    const url = req.url ?? '/';
    if (!url.startsWith('/')) return plain(res, 400, 'Bad request');
    if (url.split('?')[0] === '/__preview/settings')
      return void settings(req, res).catch(() => plain(res, 400, 'Bad request'));
    void forward(req, res, url);
  });

  async function forward(req: IncomingMessage, res: ServerResponse, url: string) {
    let answer: Response;
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      // `duplex` (a streamed body) is Node's, not yet in the DOM's RequestInit
      const init: RequestInit & { duplex?: 'half' } = {
        method: req.method,
        headers,
        // safe: Node's and the DOM's ReadableStream types differ only in their declarations
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        ...(hasBody ? { duplex: 'half' } : {}),
      };
      answer = await handle(new Request(APP_ORIGIN + url, init));
    } catch (error) {
      // URL the WHATWG parser refuses: the client's fault. The upstream unreachable: offline.
      if (error instanceof TypeError && !res.headersSent && /URL|Invalid/i.test(error.message))
        return plain(res, 400, 'Bad request');
      return void res.socket?.destroy();
    }
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!DECODED_BY_FETCH.includes(name)) headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    res.writeHead(answer.status, headers);
    if (!answer.body) return void res.end();
    // safe: Node's and the DOM's ReadableStream types differ only in their declarations
    const body = Readable.fromWeb(answer.body as NodeWebStream);
    body.on('error', () => res.destroy());
    body.pipe(res);
  }

  async function settings(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'PUT') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const parsed = settingsSchema.safeParse(safeJson(body));
      if (!parsed.success) return json(res, 400, { message: parsed.error.issues[0]?.message ?? 'Invalid address' });
      target = parsed.data.serverUrl;
    }
    json(res, 200, { serverUrl: target });
  }

  server.listen(options.port, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
