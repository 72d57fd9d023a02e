import type { IpcChannel, Settings } from './ipc-contract';

/*
 * Apart from ipc-contract.ts and free of zod, so the sandboxed preload bundles this map and stays
 * a few lines; only types come from the contract.
 */

/** What the preload puts on window.desktop: one function per channel. */
export interface DesktopApi {
  getSettings(): Promise<Settings | null>;
  setSettings(settings: Settings): Promise<Settings>;
  openExternal(request: { url: string }): Promise<void>;
  version(): Promise<string>;
  getToken(): Promise<string | null>;
  setToken(token: string | null): Promise<void>;
}

/** Which channel each preload function calls (the preload and its test share it). */
export const desktopApiChannels = {
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  openExternal: 'app:openExternal',
  version: 'app:version',
  getToken: 'token:get',
  setToken: 'token:set',
} as const satisfies Record<keyof DesktopApi, IpcChannel>;
