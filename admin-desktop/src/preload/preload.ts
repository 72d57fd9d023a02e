import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi, desktopApiChannels } from '../ipc-contract';

/*
 * One function per IPC channel of ipc-contract.ts, nothing else: the renderer never sees
 * ipcRenderer. Main validates every argument again. Only types come from the contract, so
 * the sandboxed preload stays a few lines (no zod bundled in).
 */
const channel: typeof desktopApiChannels = {
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  openExternal: 'app:openExternal',
  version: 'app:version',
  getToken: 'token:get',
  setToken: 'token:set',
};

const desktop: DesktopApi = {
  getSettings: () => ipcRenderer.invoke(channel.getSettings),
  setSettings: (settings) => ipcRenderer.invoke(channel.setSettings, settings),
  openExternal: (request) => ipcRenderer.invoke(channel.openExternal, request),
  version: () => ipcRenderer.invoke(channel.version),
  getToken: () => ipcRenderer.invoke(channel.getToken),
  setToken: (token) => ipcRenderer.invoke(channel.setToken, token),
};

contextBridge.exposeInMainWorld('desktop', desktop);
