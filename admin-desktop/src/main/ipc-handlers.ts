import type { z } from 'zod';
import { ipcContract, type IpcChannel, type IpcResult, type Settings } from '../ipc-contract';

export interface IpcDeps {
  readSettings(): Promise<Settings | null>;
  writeSettings(settings: Settings): Promise<void>;
  openExternal(url: string): Promise<void>;
  version: string;
  readToken(): Promise<string | null>;
  writeToken(token: string | null): Promise<void>;
}

export class IpcValidationError extends Error {
  override name = 'IpcValidationError';
}

type Handler = (...args: unknown[]) => Promise<unknown>;

/**
 * The handlers of every channel in ipc-contract.ts. Each validates its arguments with the
 * contract's schema before acting; a renderer sending anything else gets an error and nothing
 * happens.
 */
export function createIpcHandlers(deps: IpcDeps): Record<IpcChannel, Handler> {
  /** The channel's arguments as its contract schema reads them. */
  const parse = <C extends IpcChannel>(channel: C, args: unknown[]): z.output<(typeof ipcContract)[C]['args']> => {
    const result = ipcContract[channel].args.safeParse(args);
    if (!result.success) throw new IpcValidationError(`Invalid arguments for ${channel}`);
    // safe: the schema is the channel's own; TypeScript widens the indexed access to the union of all channels
    return result.data as z.output<(typeof ipcContract)[C]['args']>;
  };
  const handlers: { [C in IpcChannel]: (...args: unknown[]) => Promise<IpcResult<C>> } = {
    'settings:get': async (...args) => {
      parse('settings:get', args);
      return deps.readSettings();
    },
    'settings:set': async (...args) => {
      const [settings] = parse('settings:set', args);
      await deps.writeSettings(settings);
      return settings;
    },
    'app:openExternal': async (...args) => {
      const [{ url }] = parse('app:openExternal', args);
      await deps.openExternal(url);
    },
    'app:version': async (...args) => {
      parse('app:version', args);
      return deps.version;
    },
    'token:get': async (...args) => {
      parse('token:get', args);
      return deps.readToken();
    },
    'token:set': async (...args) => {
      const [token] = parse('token:set', args);
      await deps.writeToken(token);
    },
  };
  return handlers;
}

/** The seam to ipcMain.handle: only senders showing the app's own page are answered. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown,
  ): void;
}

export function registerIpc(
  ipcMain: IpcMainLike,
  handlers: Record<IpcChannel, Handler>,
  isAppUrl: (url: string) => boolean,
) {
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      if (!event.senderFrame || !isAppUrl(event.senderFrame.url)) throw new IpcValidationError('Unknown sender');
      return handler(...args);
    });
  }
}
