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

/** Hosts where http:// stays on this computer: nothing travels over a network. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The warning for a server address reached without encryption (http:// to another computer),
 * or null. The password and the session token would cross the network readable by anyone on
 * the way (a café's Wi-Fi), so such an address needs an explicit confirmation.
 */
export function insecureServerWarning(serverUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(serverUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || LOCAL_HOSTS.has(url.hostname)) return null;
  return `${url.host} is reached with http://, without encryption: your password and your session token would travel unencrypted, readable by anyone on the network between you and the server. Use https:// if the server has it.`;
}

export const settingsSchema = z
  .object({
    serverUrl: serverUrlSchema,
    /** The user confirmed an unencrypted (http://, not local) address. */
    allowInsecure: z.literal(true).optional(),
  })
  .refine((s) => s.allowInsecure === true || !insecureServerWarning(s.serverUrl), {
    path: ['allowInsecure'],
    message: 'Confirm that this server is reached without encryption.',
  });
export type Settings = z.output<typeof settingsSchema>;

/** Only web links leave the app, to the system browser. */
export const externalUrlSchema = z
  .string()
  .max(4000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'Only http and https links open outside.');

/** A signed-in session's token (a JWT: three base64url parts), or null to forget it. */
export const tokenSchema = z
  .string()
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'Not a token')
  .nullable();

/** A channel's result type, carried by the type alone: nothing of it exists at run time. */
interface Returns<T> {
  readonly result?: T;
}
const returns = <T>(): Returns<T> => ({});

/**
 * Every IPC channel, typed once: `args` is validated in main before anything runs; `result` is
 * what the renderer gets back. The preload exposes one function per channel, nothing else.
 */
export const ipcContract = {
  'settings:get': { args: z.tuple([]), result: returns<Settings | null>() },
  'settings:set': { args: z.tuple([settingsSchema]), result: returns<Settings>() },
  'app:openExternal': { args: z.tuple([z.object({ url: externalUrlSchema })]), result: returns<undefined>() },
  'app:version': { args: z.tuple([]), result: returns<string>() },
  /** The session token, kept by main with Electron's safeStorage (never in the renderer's localStorage). */
  'token:get': { args: z.tuple([]), result: returns<string | null>() },
  'token:set': { args: z.tuple([tokenSchema]), result: returns<undefined>() },
} as const;

export type IpcChannel = keyof typeof ipcContract;
export type IpcArgs<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['args']>;
export type IpcResult<C extends IpcChannel> = (typeof ipcContract)[C]['result'] extends Returns<infer T> ? T : never;
// safe: the keys of the literal contract above, nothing else
export const IPC_CHANNELS = Object.keys(ipcContract) as IpcChannel[];
