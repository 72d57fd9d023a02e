import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi } from './desktop-api';

/* One function per IPC channel on window.desktop: the renderer never sees ipcRenderer. */
contextBridge.exposeInMainWorld(
  'desktop',
  createDesktopApi((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);
