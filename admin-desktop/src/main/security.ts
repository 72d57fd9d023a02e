/** The only origin the window may show: the renderer served by main's protocol. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Paths of the app origin that main forwards to the configured server. */
export const PROXIED_PREFIXES = ['/api/', '/media/'];

/**
 * BrowserWindow options: the renderer gets no Node, runs sandboxed and isolated from the
 * preload, and can not embed webviews. Typed structurally so it is tested without Electron.
 */
export function windowOptions(preloadPath: string) {
  return {
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: '#000000',
    title: 'Jazz admin',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      spellcheck: true,
    },
  } as const;
}

/**
 * The window only ever shows the app's page: the HashRouter changes only the fragment, so any
 * other path (a site link like /whitesell-brothers-quartet) would be a renderer file that does
 * not exist, and any other origin is not ours.
 */
export function isAllowedNavigation(url: string): boolean {
  try {
    const parsed = new URL(url);
    return isAppUrl(parsed) && (parsed.pathname === '/' || parsed.pathname === '/index.html');
  } catch {
    return false;
  }
}

// Compared by parts: for a custom scheme, WHATWG URL (Node) reports the origin as "null".
const isAppUrl = (url: URL) => url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;

/** Web links (and only those) go to the system browser. */
export function isExternalLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * window.open and target=_blank: never a new Electron window; http(s) links open in the
 * system browser, anything else (file:, javascript:, custom schemes) is dropped.
 */
export function windowOpenDecision(url: string, openExternal: (url: string) => void): { action: 'deny' } {
  if (isExternalLink(url)) openExternal(url);
  return { action: 'deny' };
}

/**
 * Electron's permission requests (camera, notifications, ...) and permission checks (what a
 * page may query or use without asking, e.g. clipboard reads, HID, serial): the admin needs none.
 */
export const permissionDecision = (_permission: string) => false;

/**
 * The server URL a request to the app origin is forwarded to, or null when it is not an
 * /api or /media path (then it is a file of the renderer).
 */
export function upstreamUrl(requestUrl: string, serverUrl: string | null): string | null {
  const url = new URL(requestUrl);
  if (!isAppUrl(url)) return null;
  const path = upstreamPath(url.pathname);
  if (path === null || !PROXIED_PREFIXES.some((p) => path.startsWith(p))) return null;
  if (!serverUrl) return null;
  return serverUrl.replace(/\/+$/, '') + path + url.search;
}

/**
 * The path as the server will read it, on every platform: app:// is not a special scheme, so
 * its parser leaves `\`, `%5C` and `..` segments alone, while the server's http parser reads a
 * backslash as a slash and resolves dot segments (`/api/..\..\healthz` is `/healthz` there).
 * Decoded once, backslashes made slashes, dot segments resolved by the http rules; null for
 * what no honest client sends (invalid or double percent-encoding, NUL).
 */
export function upstreamPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[%?#\0]/.test(decoded)) return null;
  return new URL(decoded.replaceAll('\\', '/'), 'http://upstream.invalid').pathname;
}

/** The parts of node:path the confinement needs: path.posix and path.win32 both fit (tested with each). */
export interface PathApi {
  resolve(...paths: string[]): string;
  relative(from: string, to: string): string;
  isAbsolute(path: string): boolean;
  join(...paths: string[]): string;
}

/** A request path that is not valid percent-encoding (e.g. `/%E0%A4%A`): a 400, never a crash. */
export class BadPathError extends Error {
  override name = 'BadPathError';
}

/**
 * The renderer file for an app:// path, or null when the path would leave the renderer folder.
 * The decoded path is resolved against the folder and must stay inside it, with the platform's
 * own rules: on Windows `\` is a separator too, so `..%5C..%5C` or `C:%5C...` can not escape.
 */
export function rendererFile(requestUrl: string, rendererDir: string, path: PathApi): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    throw new BadPathError('Bad percent-encoding in the path');
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const relativePart = decoded.replace(/^[/\\]+/, '');
  if (!relativePart) return path.join(root, 'index.html');
  const file = path.resolve(root, relativePart);
  const inside = path.relative(root, file);
  if (!inside || inside === '..' || inside.startsWith('../') || inside.startsWith('..\\') || path.isAbsolute(inside))
    return null;
  return file;
}
