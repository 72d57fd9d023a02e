import { TOKEN_KEY } from '@jazz/contracts/names';
import type { DesktopApi } from '../ipc-channels';
import type { Settings } from '../ipc-contract';
import { propertyOf } from '@jazz/contracts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser preview. */
    desktop?: DesktopApi;
  }
}

/**
 * What differs between Electron and the browser preview: where the server address is kept
 * (main's settings file over IPC, or the preview server) and how links leave the app.
 */
export interface Platform {
  kind: 'electron' | 'preview';
  getSettings(): Promise<Settings | null>;
  setSettings(settings: Settings): Promise<Settings>;
  openExternal(url: string): void;
  /**
   * Where the session token is kept between launches: in Electron, main encrypts it with
   * safeStorage (the OS keychain) and the renderer's storage never holds it; in the browser
   * preview, which has no keychain, localStorage under the site's key.
   */
  loadToken(): Promise<string | null>;
  saveToken(token: string | null): Promise<void>;
}

/** The preview's key: the same as the site's (docs/product.md), in the preview's own origin (and where earlier versions of the app kept it). */
const PREVIEW_TOKEN_KEY = TOKEN_KEY;

async function previewCall(method: 'GET' | 'PUT', body?: Settings): Promise<Settings | null> {
  const res = await fetch('/__preview/settings', {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(String(propertyOf(await res.json(), 'message') ?? 'Could not save'));
  // json() is `any`: the preview's own server answers the settings it keeps (src/preview/server.ts)
  const settings: Settings | null = await res.json();
  return settings;
}

export function detectPlatform(): Platform {
  const desktop = window.desktop;
  if (desktop)
    return {
      kind: 'electron',
      getSettings: () => desktop.getSettings(),
      setSettings: (s) => desktop.setSettings(s),
      openExternal: (url) => void desktop.openExternal({ url }),
      loadToken: async () => {
        // earlier versions kept the token in localStorage: move it into the keychain, once
        const legacy = localStorage.getItem(PREVIEW_TOKEN_KEY);
        if (legacy) {
          await desktop.setToken(legacy).catch(() => undefined);
          localStorage.removeItem(PREVIEW_TOKEN_KEY);
        }
        return desktop.getToken();
      },
      saveToken: (token) => desktop.setToken(token),
    };
  return {
    kind: 'preview',
    getSettings: () => previewCall('GET'),
    setSettings: async (s) => (await previewCall('PUT', s))!,
    openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    loadToken: async () => localStorage.getItem(PREVIEW_TOKEN_KEY),
    saveToken: async (token) =>
      token === null ? localStorage.removeItem(PREVIEW_TOKEN_KEY) : localStorage.setItem(PREVIEW_TOKEN_KEY, token),
  };
}
