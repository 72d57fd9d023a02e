import type { DesktopApi, desktopApiChannels, IpcChannel, Settings } from '../ipc-contract';

/** ipcRenderer.invoke in the preload; main's handlers behind a stand-in transport in tests. */
export type Invoke = (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>;

/*
 * Only types come from the contract, so the sandboxed preload stays a few lines (no zod
 * bundled in); `satisfies` keeps this list equal to the contract's.
 */
const channel = {
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  openExternal: 'app:openExternal',
  version: 'app:version',
  getToken: 'token:get',
  setToken: 'token:set',
} as const satisfies typeof desktopApiChannels;

/** One function per IPC channel of ipc-contract.ts, nothing else. Main validates every argument again. */
export function createDesktopApi(invoke: Invoke): DesktopApi {
  return {
    getSettings: () => invoke(channel.getSettings) as Promise<Settings | null>,
    setSettings: (settings) => invoke(channel.setSettings, settings) as Promise<Settings>,
    openExternal: (request) => invoke(channel.openExternal, request) as Promise<void>,
    version: () => invoke(channel.version) as Promise<string>,
    getToken: () => invoke(channel.getToken) as Promise<string | null>,
    setToken: (token) => invoke(channel.setToken, token) as Promise<void>,
  };
}
