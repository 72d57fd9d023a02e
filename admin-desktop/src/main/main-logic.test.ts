import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IPC_CHANNELS, insecureServerWarning, settingsSchema, type Settings } from '../ipc-contract';
import { createIpcHandlers, registerIpc, type IpcMainLike } from './ipc-handlers';
import {
  isAllowedNavigation,
  BadPathError,
  permissionDecision,
  rendererFile,
  upstreamUrl,
  windowOpenDecision,
  windowOptions,
} from './security';
import { createSettingsStore } from './settings-store';
import { createTokenVault, type StringEncryptor } from './token-vault';

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

  it('serves renderer files from the renderer folder only, with POSIX paths', () => {
    const p = path.posix;
    expect(rendererFile('app://admin/', '/r', p)).toBe('/r/index.html');
    expect(rendererFile('app://admin/assets/a.js', '/r', p)).toBe('/r/assets/a.js');
    expect(rendererFile('app://admin/assets/../index.html', '/r', p)).toBe('/r/index.html');
    // the URL parser already folds an encoded dot segment: it stays inside
    expect(rendererFile('app://admin/%2E%2E/secret', '/r', p)).toBe('/r/secret');
    for (const escape of [
      'app://admin/..%2F..%2Fetc/passwd',
      'app://admin/assets/..%2F..%2F..%2Fetc/passwd',
      'app://admin/%2Fetc%2Fpasswd/..%2F..%2F..%2Fetc',
      'app://admin/a%00b',
    ])
      expect(rendererFile(escape, '/r', p)).toBeNull();
    expect(() => rendererFile('app://admin/%E0%A4%A', '/r', p)).toThrow(BadPathError);
  });

  it('serves renderer files from the renderer folder only, with Windows paths (..%5C does not escape)', () => {
    const w = path.win32;
    const root = 'C:\\Program Files\\Jazz Admin\\resources\\app.asar\\dist\\renderer';
    expect(rendererFile('app://admin/', root, w)).toBe(`${root}\\index.html`);
    expect(rendererFile('app://admin/assets/a.js', root, w)).toBe(`${root}\\assets\\a.js`);
    // a UNC-looking path is read relative to the folder, never from a network share
    expect(rendererFile('app://admin/%5C%5Cattacker%5Cshare%5Cx.js', root, w)).toBe(`${root}\\attacker\\share\\x.js`);
    for (const escape of [
      'app://admin/..%5C..%5C..%5CWindows%5Cwin.ini',
      'app://admin/assets%5C..%5C..%5Csecret.txt',
      'app://admin/..%5c..%5cx',
      'app://admin/C:%5CWindows%5Cwin.ini',
      'app://admin/C:/Windows/win.ini',
      'app://admin/D:x.js',
    ])
      expect(rendererFile(escape, root, w), escape).toBeNull();
  });
});

describe('an unencrypted server address', () => {
  it('warns for http:// to another computer and needs an explicit confirmation', () => {
    expect(insecureServerWarning('http://jazz.example')).toMatch(
      /password and your session token would travel unencrypted/,
    );
    expect(insecureServerWarning('http://192.168.1.20:3000')).toMatch(/192\.168\.1\.20:3000 is reached with http:\/\//);
    for (const safe of ['https://jazz.example', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(insecureServerWarning(safe), safe).toBeNull();

    const refused = settingsSchema.safeParse({ serverUrl: 'http://jazz.example' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/Confirm/);
    expect(settingsSchema.parse({ serverUrl: 'http://jazz.example', allowInsecure: true }).serverUrl).toBe(
      'http://jazz.example',
    );
    expect(settingsSchema.safeParse({ serverUrl: 'http://127.0.0.1:3000' }).success).toBe(true);
    expect(settingsSchema.safeParse({ serverUrl: 'https://jazz.example' }).success).toBe(true);
  });
});

describe('IPC', () => {
  function setup() {
    let stored: Settings | null = null;
    let token: string | null = null;
    const opened: string[] = [];
    const handlers = createIpcHandlers({
      readSettings: async () => stored,
      writeSettings: async (s) => void (stored = s),
      openExternal: async (url) => void opened.push(url),
      version: '1.2.3',
      readToken: async () => token,
      writeToken: async (t) => void (token = t),
    });
    return { handlers, opened, stored: () => stored, token: () => token };
  }

  it('has a handler for every channel of the contract', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual([...IPC_CHANNELS].sort());
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
    await handlers['token:set']('aaa.bbb.ccc');
    expect(await handlers['token:get']()).toBe('aaa.bbb.ccc');
    await handlers['token:set'](null);
    expect(await handlers['token:get']()).toBeNull();
  });

  it('refuses anything else and does nothing', async () => {
    const { handlers, opened, stored, token } = setup();
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
      ['settings:set', [{ serverUrl: 'http://jazz.example' }]],
      ['token:set', ['not a token']],
      ['token:set', [{ token: 'a.b.c' }]],
      ['token:set', ['a.b.c<script>']],
      ['token:get', ['x']],
    ];
    for (const [channel, args] of bad) await expect(handlers[channel](...args)).rejects.toThrow(/Invalid arguments/);
    expect(opened).toEqual([]);
    expect(stored()).toBeNull();
    expect(token()).toBeNull();
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

/**
 * Stands in for the OS keychain behind safeStorage (which only exists inside Electron): a real
 * AES-256-GCM cipher with a key the "keychain" keeps, so what reaches the disk is ciphertext.
 */
function keychain(available = true): StringEncryptor {
  const key = randomBytes(32);
  return {
    isEncryptionAvailable: () => available,
    encryptString(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(data) {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

describe('token vault (safeStorage)', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjEifQ.c2lnbmF0dXJl';

  it('keeps the token encrypted on disk between launches and forgets it on request', async () => {
    const file = join(dir, 'session.bin');
    const osKeychain = keychain();
    await createTokenVault(file, osKeychain).write(token);
    expect(readFileSync(file).toString('latin1')).not.toContain('eyJ');
    // the next launch, same OS account
    expect(await createTokenVault(file, osKeychain).read()).toBe(token);
    // another account's keychain (or a copied profile folder) can not read it
    expect(await createTokenVault(file, keychain()).read()).toBeNull();
    await createTokenVault(file, osKeychain).write(null);
    expect(await createTokenVault(file, osKeychain).read()).toBeNull();
  });

  it('without a keychain keeps the token in memory only, never in the clear on disk', async () => {
    const file = join(dir, 'no-keychain.bin');
    const vault = createTokenVault(file, keychain(false));
    await vault.write(token);
    expect(await vault.read()).toBe(token);
    expect(() => readFileSync(file)).toThrow();
    expect(await createTokenVault(file, keychain(false)).read()).toBeNull();
  });
});

describe('packaging', () => {
  it('flips the Electron fuses that lock the packaged app down', () => {
    const yml = readFileSync(join(import.meta.dirname, '../../../electron-builder.yml'), 'utf8');
    const fuses = yml.split('electronFuses:')[1] ?? '';
    const value = (name: string) => new RegExp(`^\\s+${name}: (true|false)$`, 'm').exec(fuses)?.[1];
    expect(value('runAsNode')).toBe('false');
    expect(value('enableNodeOptionsEnvironmentVariable')).toBe('false');
    expect(value('enableNodeCliInspectArguments')).toBe('false');
    expect(value('enableCookieEncryption')).toBe('true');
    expect(value('enableEmbeddedAsarIntegrityValidation')).toBe('true');
    expect(value('onlyLoadAppFromAsar')).toBe('true');
  });
});
