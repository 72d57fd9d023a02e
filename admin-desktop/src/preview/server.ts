import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { RENDERER_CSP } from '../csp';
import { settingsSchema } from '../ipc-contract';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface PreviewOptions {
  port: number;
  host?: string;
  apiUrl: string;
  rendererDir: string;
}

/**
 * The built desktop renderer for a plain browser: the same files, the same origin layout as in
 * Electron (/api and /media forwarded to the server, like main's app:// protocol), so the same
 * IndexedDB drafts work. When the server can not be reached the browser's request fails as a
 * network error, exactly as in the app.
 */
export async function startPreview(options: PreviewOptions) {
  let target = settingsSchema.parse({ serverUrl: options.apiUrl }).serverUrl;
  const root = resolve(options.rendererDir);

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://preview').pathname;
    if (path === '/__preview/settings') return void settings(req, res);
    if (path.startsWith('/api/') || path.startsWith('/media/')) return proxy(req, res);
    void serveFile(path, res);
  });

  async function settings(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'PUT') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const parsed = settingsSchema.safeParse(safeJson(body));
      if (!parsed.success) return json(res, 400, { message: 'The server address must start with http:// or https://' });
      target = parsed.data.serverUrl;
    }
    json(res, 200, { serverUrl: target });
  }

  function proxy(req: IncomingMessage, res: ServerResponse) {
    const upstream = new URL(target + req.url);
    const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
    const out = send(upstream, { method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    // Unreachable server: drop the browser's connection so it sees a network error (offline), not a 502.
    out.on('error', () => res.socket?.destroy());
    req.pipe(out);
  }

  async function serveFile(path: string, res: ServerResponse) {
    let file = resolve(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root + sep)) file = join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) file = join(root, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': RENDERER_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  }

  server.listen(options.port, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
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
