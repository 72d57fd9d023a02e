import path, { join } from 'node:path';
import { BrowserWindow, app, dialog, ipcMain, net, protocol, safeStorage, session, shell } from 'electron';
import { createAppHandler } from './app-handler';
import { createMediaCache } from './media-cache';
import { createIpcHandlers, registerIpc } from './ipc-handlers';
import {
  APP_HOST,
  APP_ORIGIN,
  APP_SCHEME,
  isAllowedNavigation,
  permissionDecision,
  windowOpenDecision,
  windowOptions,
} from './security';
import { createSettingsStore } from './settings-store';
import { createTokenVault } from './token-vault';

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

const tokens = createTokenVault(join(app.getPath('userData'), 'session.bin'), safeStorage);

// The same handler the desktop:preview server runs (app-handler.ts): /api and /media forwarded,
// renderer files confined to their folder.
const serve = createAppHandler({
  serverUrl: async () => (await settings.read())?.serverUrl ?? null,
  fetchUpstream: (url, init) => net.fetch(url, { ...init, bypassCustomProtocolHandlers: true }),
  rendererDir,
  path,
  mediaCache: createMediaCache(join(app.getPath('userData'), 'media-cache')),
});

function createWindow() {
  const win = new BrowserWindow(windowOptions(join(import.meta.dirname, '../preload/preload.cjs')));
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url)) event.preventDefault();
  });
  // A form with unsaved changes answers beforeunload (shared/admin/src/leave-guard.tsx): Electron
  // shows no question of its own and would keep the window open, so main asks.
  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Leave', 'Stay'],
      defaultId: 1,
      cancelId: 1,
      // UNSAVED_LEAVE_QUESTION of shared/client/src/forms/unsaved.ts (main loads no React code)
      message: 'Leave this screen? Your unsaved changes will be lost.',
    });
    if (choice === 0) event.preventDefault();
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
  // checks are the synchronous questions (may this page read the clipboard, use HID...): no, too
  session.defaultSession.setPermissionCheckHandler((_wc, permission) => permissionDecision(permission));
  registerIpc(
    ipcMain,
    createIpcHandlers({
      readSettings: () => settings.read(),
      writeSettings: (value) => settings.write(value),
      openExternal: (url) => shell.openExternal(url),
      version: app.getVersion(),
      readToken: () => tokens.read(),
      writeToken: (token) => tokens.write(token),
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
