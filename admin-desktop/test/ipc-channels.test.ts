import { describe, expect, it } from 'vitest';
import { desktopApiChannels, type DesktopApi } from '../src/ipc-channels';
import { IPC_CHANNELS } from '../src/ipc-contract';
import { createDesktopApi } from '../src/preload/desktop-api';

/**
 * The preload's side of the IPC contract only: which channel each window.desktop function
 * invokes, with which arguments, and that main's answer comes back untouched. What main's
 * handlers do with the arguments is main-logic.test.ts's part ("IPC").
 */
describe('the preload API (window.desktop)', () => {
  const calls: [channel: string, args: unknown[]][] = [];
  const api = createDesktopApi(async (channel, ...args) => {
    calls.push([channel, args]);
    return `answer of ${channel}`;
  });
  // one call per function, with arguments a handler would accept
  const examples: { [K in keyof DesktopApi]: Parameters<DesktopApi[K]> } = {
    getSettings: [],
    setSettings: [{ serverUrl: 'https://jazz.example' }],
    openExternal: [{ url: 'https://www.youtube.com/watch?v=1' }],
    version: [],
    getToken: [],
    setToken: ['aaa.bbb.ccc'],
  };

  it('has one function per channel of the contract, and nothing else', () => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(desktopApiChannels).sort());
    expect(Object.values(desktopApiChannels).sort()).toEqual([...IPC_CHANNELS].sort());
  });

  it.each(Object.entries(examples))('%s invokes its own channel with its arguments, once', async (name, args) => {
    calls.length = 0;
    const call = api[name as keyof DesktopApi] as (...a: unknown[]) => Promise<unknown>;
    const channel = desktopApiChannels[name as keyof DesktopApi];
    expect(await call(...args)).toBe(`answer of ${channel}`);
    expect(calls).toEqual([[channel, args]]);
  });
});
