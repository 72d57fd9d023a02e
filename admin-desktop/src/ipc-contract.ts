import { z } from 'zod';

/** A server address the app may talk to: http(s) origin, optionally with a path prefix. */
export const serverUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'The server address must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

export const settingsSchema = z.object({ serverUrl: serverUrlSchema });
export type Settings = z.output<typeof settingsSchema>;

/** Only web links leave the app, to the system browser. */
export const externalUrlSchema = z
  .string()
  .max(4000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'Only http and https links open outside.');

/**
 * Every IPC channel, typed once: `args` is validated in main before anything runs; `result` is
 * what the renderer gets back. The preload exposes one function per channel, nothing else.
 */
export const ipcContract = {
  'settings:get': { args: z.tuple([]), result: null as unknown as Settings | null },
  'settings:set': { args: z.tuple([settingsSchema]), result: null as unknown as Settings },
  'app:openExternal': { args: z.tuple([z.object({ url: externalUrlSchema })]), result: undefined },
  'app:version': { args: z.tuple([]), result: null as unknown as string },
} as const;

export type IpcChannel = keyof typeof ipcContract;
export type IpcArgs<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['args']>;
export type IpcResult<C extends IpcChannel> = (typeof ipcContract)[C]['result'];
export const IPC_CHANNELS = Object.keys(ipcContract) as IpcChannel[];

/** What the preload puts on window.desktop: one function per channel. */
export interface DesktopApi {
  getSettings(): Promise<Settings | null>;
  setSettings(settings: Settings): Promise<Settings>;
  openExternal(request: { url: string }): Promise<void>;
  version(): Promise<string>;
}

/** Which channel each preload function calls (the preload and its test share it). */
export const desktopApiChannels = {
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  openExternal: 'app:openExternal',
  version: 'app:version',
} as const satisfies Record<keyof DesktopApi, IpcChannel>;
