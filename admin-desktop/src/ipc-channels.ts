import type { DesktopApi, IpcChannel } from './ipc-contract';

/**
 * Which channel each preload function calls. Kept apart from ipc-contract.ts so that the
 * sandboxed preload takes these names without bundling zod; the contract's types check them.
 */
export const desktopApiChannels = {
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  openExternal: 'app:openExternal',
  version: 'app:version',
  getToken: 'token:get',
  setToken: 'token:set',
} as const satisfies Record<keyof DesktopApi, IpcChannel>;
