import { contextBridge, ipcRenderer } from 'electron';
import { desktopApiChannels as channel } from '../ipc-channels';
import type { DesktopApi } from '../ipc-contract';

/*
 * One function per IPC channel of ipc-contract.ts, nothing else: the renderer never sees
 * ipcRenderer. Main validates every argument again. Only types and the channel names come
 * from the contract's side, so the sandboxed preload stays a few lines (no zod bundled in).
 */

const desktop: DesktopApi = {
  getSettings: () => ipcRenderer.invoke(channel.getSettings),
  setSettings: (settings) => ipcRenderer.invoke(channel.setSettings, settings),
  openExternal: (request) => ipcRenderer.invoke(channel.openExternal, request),
  version: () => ipcRenderer.invoke(channel.version),
  getToken: () => ipcRenderer.invoke(channel.getToken),
  setToken: (token) => ipcRenderer.invoke(channel.setToken, token),
};

contextBridge.exposeInMainWorld('desktop', desktop);
