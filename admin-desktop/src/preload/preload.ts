import { contextBridge, ipcRenderer } from 'electron';
import { desktopApiChannels, type DesktopApi } from '../ipc-contract';

/*
 * One function per IPC channel of ipc-contract.ts, nothing else: the renderer never sees
 * ipcRenderer. Main validates every argument again.
 */
const desktop: DesktopApi = {
  getSettings: () => ipcRenderer.invoke(desktopApiChannels.getSettings),
  setSettings: (settings) => ipcRenderer.invoke(desktopApiChannels.setSettings, settings),
  openExternal: (request) => ipcRenderer.invoke(desktopApiChannels.openExternal, request),
  version: () => ipcRenderer.invoke(desktopApiChannels.version),
};

contextBridge.exposeInMainWorld('desktop', desktop);
