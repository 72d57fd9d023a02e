import { describe, expect, it } from 'vitest';
import { desktopApiChannels } from '../src/ipc-channels';
import { IPC_CHANNELS, type Settings } from '../src/ipc-contract';
import { createIpcHandlers } from '../src/main/ipc-handlers';
import { createDesktopApi } from '../src/preload/desktop-api';

/**
 * The two worlds of Electron side by side: the preload's window.desktop, each call carried to
 * main's handler as ipcRenderer.invoke and ipcMain.handle would carry it.
 */
describe('the IPC contract', () => {
  it('has a preload function for every channel, each reaching its own handler in main', async () => {
    let stored: Settings | null = null;
    let token: string | null = null;
    const opened: string[] = [];
    const handlers = createIpcHandlers({
      readSettings: async () => stored,
      writeSettings: async (settings) => void (stored = settings),
      openExternal: async (url) => void opened.push(url),
      version: '1.2.3',
      readToken: async () => token,
      writeToken: async (next) => void (token = next),
    });
    const called: string[] = [];
    const api = createDesktopApi((channel, ...args) => {
      called.push(channel);
      return handlers[channel](...args);
    });

    expect(Object.keys(api).sort()).toEqual(Object.keys(desktopApiChannels).sort());
    expect(await api.setSettings({ serverUrl: 'https://jazz.example/' })).toEqual({
      serverUrl: 'https://jazz.example',
    });
    expect(await api.getSettings()).toEqual({ serverUrl: 'https://jazz.example' });
    await api.openExternal({ url: 'https://www.youtube.com/watch?v=1' });
    expect(opened).toEqual(['https://www.youtube.com/watch?v=1']);
    expect(await api.version()).toBe('1.2.3');
    await api.setToken('aaa.bbb.ccc');
    expect(await api.getToken()).toBe('aaa.bbb.ccc');
    // each function reached its own channel, and every channel of the contract has one
    expect(called).toEqual([
      'settings:set',
      'settings:get',
      'app:openExternal',
      'app:version',
      'token:set',
      'token:get',
    ]);
    expect([...called].sort()).toEqual([...IPC_CHANNELS].sort());
  });
});
