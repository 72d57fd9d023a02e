import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IPC_CHANNELS, desktopApiChannels, type Settings } from '../ipc-contract';
import { createIpcHandlers, registerIpc, type IpcMainLike } from './ipc-handlers';
import {
  isAllowedNavigation,
  permissionDecision,
  rendererFile,
  upstreamUrl,
  windowOpenDecision,
  windowOptions,
} from './security';
import { createSettingsStore } from './settings-store';

const dir = mkdtempSync(join(tmpdir(), 'desk-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('window options', () => {
  it('isolates and sandboxes the renderer, with no Node and no webview', () => {
    const { webPreferences } = windowOptions('/app/preload.cjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });
});

describe('navigation rules', () => {
  it('stays on the app origin', () => {
    expect(isAllowedNavigation('app://admin/index.html#/admin-panel/view-events')).toBe(true);
    expect(isAllowedNavigation('app://admin/#/login')).toBe(true);
    for (const url of [
      'app://admin/whitesell-brothers-quartet',
      'app://admin/api/events',
      'https://evil.example/',
      'file:///etc/passwd',
      'app://other/index.html',
      'javascript:alert(1)',
      'nonsense',
    ])
      expect(isAllowedNavigation(url)).toBe(false);
  });

  it('denies every new window and hands only http(s) links to the system browser', () => {
    const opened: string[] = [];
    const open = (url: string) => opened.push(url);
    for (const url of [
      'https://www.flynnvt.org/tickets',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'app://admin/x',
    ])
      expect(windowOpenDecision(url, open)).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.flynnvt.org/tickets', 'http://example.com/']);
  });

  it('grants no permission', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal'])
      expect(permissionDecision(p)).toBe(false);
  });

  it('forwards /api and /media of the app origin to the configured server only', () => {
    expect(upstreamUrl('app://admin/api/events?x=1', 'https://jazz.example/')).toBe(
      'https://jazz.example/api/events?x=1',
    );
    expect(upstreamUrl('app://admin/media/abc-1600.webp', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/media/abc-1600.webp',
    );
    expect(upstreamUrl('app://admin/index.html', 'https://jazz.example')).toBeNull();
    expect(upstreamUrl('app://admin/api/events', null)).toBeNull();
    expect(upstreamUrl('app://other/api/events', 'https://jazz.example')).toBeNull();
  });

  it('serves renderer files from the renderer folder only', () => {
    const j = (...p: string[]) => p.join('/');
    expect(rendererFile('app://admin/', '/r', j)).toBe('/r/index.html');
    expect(rendererFile('app://admin/assets/a.js', '/r', j)).toBe('/r/assets/a.js');
    expect(rendererFile('app://admin/..%2F..%2Fetc/passwd', '/r', j)).toBe('/r/etc/passwd');
  });
});

describe('IPC', () => {
  function setup() {
    let stored: Settings | null = null;
    const opened: string[] = [];
    const handlers = createIpcHandlers({
      readSettings: async () => stored,
      writeSettings: async (s) => void (stored = s),
      openExternal: async (url) => void opened.push(url),
      version: '1.2.3',
    });
    return { handlers, opened, stored: () => stored };
  }

  it('has a handler and a preload function for every channel of the contract', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual([...IPC_CHANNELS].sort());
    expect(Object.values(desktopApiChannels).sort()).toEqual([...IPC_CHANNELS].sort());
  });

  it('accepts valid arguments', async () => {
    const { handlers, opened, stored } = setup();
    expect(await handlers['settings:set']({ serverUrl: ' https://jazz.example/ ' })).toEqual({
      serverUrl: 'https://jazz.example',
    });
    expect(stored()).toEqual({ serverUrl: 'https://jazz.example' });
    expect(await handlers['settings:get']()).toEqual({ serverUrl: 'https://jazz.example' });
    await handlers['app:openExternal']({ url: 'https://www.youtube.com/watch?v=1' });
    expect(opened).toEqual(['https://www.youtube.com/watch?v=1']);
    expect(await handlers['app:version']()).toBe('1.2.3');
  });

  it('refuses anything else and does nothing', async () => {
    const { handlers, opened, stored } = setup();
    const bad: [keyof typeof handlers, unknown[]][] = [
      ['settings:set', [{ serverUrl: 'file:///etc' }]],
      ['settings:set', [{ serverUrl: 'https://user:pw@jazz.example' }]],
      ['settings:set', [{}]],
      ['settings:set', ['https://jazz.example']],
      ['settings:set', [{ serverUrl: 'https://jazz.example' }, 'extra']],
      ['app:openExternal', [{ url: 'file:///etc/passwd' }]],
      ['app:openExternal', [{ url: 'javascript:alert(1)' }]],
      ['app:openExternal', ['https://example.com']],
      ['app:version', ['x']],
      ['settings:get', [{ sneaky: true }]],
    ];
    for (const [channel, args] of bad) await expect(handlers[channel](...args)).rejects.toThrow(/Invalid arguments/);
    expect(opened).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('answers only frames showing the app', async () => {
    const registered = new Map<
      string,
      (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown
    >();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => void registered.set(channel, listener) };
    registerIpc(ipcMain, setup().handlers, isAllowedNavigation);
    const version = registered.get('app:version')!;
    expect(await version({ senderFrame: { url: 'app://admin/index.html' } })).toBe('1.2.3');
    expect(() => version({ senderFrame: { url: 'https://evil.example/' } })).toThrow(/Unknown sender/);
    expect(() => version({ senderFrame: null })).toThrow(/Unknown sender/);
  });
});

describe('settings store', () => {
  it('remembers the server address between launches', async () => {
    const file = join(dir, 'settings.json');
    expect(await createSettingsStore(file).read()).toBeNull();
    await createSettingsStore(file).write({ serverUrl: 'https://jazz.example' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ serverUrl: 'https://jazz.example' });
    expect(await createSettingsStore(file).read()).toEqual({ serverUrl: 'https://jazz.example' });
  });
});
