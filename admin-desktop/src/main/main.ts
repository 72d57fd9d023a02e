import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, app, ipcMain, net, protocol, session, shell } from 'electron';
import { RENDERER_CSP } from '../csp';
import { createIpcHandlers, registerIpc } from './ipc-handlers';
import {
  APP_HOST,
  APP_ORIGIN,
  APP_SCHEME,
  isAllowedNavigation,
  permissionDecision,
  rendererFile,
  upstreamUrl,
  windowOpenDecision,
  windowOptions,
} from './security';
import { createSettingsStore } from './settings-store';

/*
 * The Electron glue: every decision lives in security.ts and ipc-handlers.ts (tested in Node);
 * this file only hands Electron's objects to them.
 */

// A standard, secure scheme gives the renderer a real origin: IndexedDB and fetch work as on https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
]);

const rendererDir = join(import.meta.dirname, '../renderer');
const settings = createSettingsStore(join(app.getPath('userData'), 'settings.json'));

async function serve(request: Request): Promise<Response> {
  const upstream = upstreamUrl(request.url, (await settings.read())?.serverUrl ?? null);
  if (upstream) {
    // A network failure rejects, and the renderer sees a failed request: "offline".
    return net.fetch(upstream, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      duplex: 'half',
      bypassCustomProtocolHandlers: true,
    } as RequestInit);
  }
  if (new URL(request.url).pathname.startsWith('/api/')) return new Response('No server address set', { status: 503 });
  const file = await net
    .fetch(pathToFileURL(rendererFile(request.url, rendererDir, join)).toString())
    .catch(() => new Response('Not found', { status: 404 }));
  const headers = new Headers(file.headers);
  headers.set('Content-Security-Policy', RENDERER_CSP);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(file.body, { status: file.status, headers });
}

function createWindow() {
  const win = new BrowserWindow(windowOptions(join(import.meta.dirname, '../preload/preload.cjs')));
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url)) event.preventDefault();
  });
  win.webContents.setWindowOpenHandler(({ url }) => windowOpenDecision(url, (link) => void shell.openExternal(link)));
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}/index.html`);
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

// One instance: a second one would find IndexedDB locked by the first and could not keep drafts.
const primary = app.requestSingleInstanceLock();
if (!primary) app.quit();
app.on('second-instance', () => {
  const [win] = BrowserWindow.getAllWindows();
  if (!win) return;
  if (win.isMinimized()) win.restore();
  win.focus();
});

void app.whenReady().then(() => {
  if (!primary) return;
  protocol.handle(APP_SCHEME, serve);
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) =>
    callback(permissionDecision(permission)),
  );
  registerIpc(
    ipcMain,
    createIpcHandlers({
      readSettings: () => settings.read(),
      writeSettings: (value) => settings.write(value),
      openExternal: (url) => shell.openExternal(url),
      version: app.getVersion(),
    }),
    isAllowedNavigation,
  );
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

export { APP_HOST };
