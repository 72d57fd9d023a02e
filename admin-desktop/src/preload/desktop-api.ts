import { desktopApiChannels as channel, type DesktopApi } from '../ipc-channels';
import type { IpcChannel, Settings } from '../ipc-contract';

/** ipcRenderer.invoke in the preload; main's handlers behind a stand-in transport in tests. */
export type Invoke = (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>;

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
