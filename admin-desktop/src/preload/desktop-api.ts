import { desktopApiChannels as channel, type DesktopApi } from '../ipc-channels';
import type { IpcChannel, IpcResult } from '../ipc-contract';

/** ipcRenderer.invoke in the preload; main's handlers behind a stand-in transport in tests. */
export type Invoke = (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>;

/** One function per IPC channel of ipc-contract.ts, nothing else. Main validates every argument again. */
export function createDesktopApi(invoke: Invoke): DesktopApi {
  // safe: main answers channel C with its handler's IpcResult<C> (ipc-handlers.ts is typed by the contract)
  const call = <C extends IpcChannel>(name: C, ...args: unknown[]) => invoke(name, ...args) as Promise<IpcResult<C>>;
  return {
    getSettings: () => call(channel.getSettings),
    setSettings: (settings) => call(channel.setSettings, settings),
    openExternal: (request) => call(channel.openExternal, request),
    version: () => call(channel.version),
    getToken: () => call(channel.getToken),
    setToken: (token) => call(channel.setToken, token),
  };
}
