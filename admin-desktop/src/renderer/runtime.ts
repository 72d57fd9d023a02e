import type { DraftStorage as FormDrafts } from '@jazz/admin';
import { createApiClient, type ApiClient } from '@jazz/client/api-client';
import type { SiteSettings } from '@jazz/contracts';
import { createMemoryStorage } from '../core/memory-storage';
import { createOfflineClient } from '../core/offline-client';
import { Outbox } from '../core/outbox';
import { cachedSiteSettings } from '../core/site-settings';
import { SyncEngine } from '../core/sync';
import { warmCache } from '../core/warm-cache';
import { createIdbStorage, openDraftsDb } from './idb-storage';
import { sessionOf } from './session';

export interface Runtime {
  /** The plain client (login, and the one sync uses). */
  online: ApiClient;
  /** The offline-capable client the admin gets. */
  client: ApiClient;
  outbox: Outbox;
  engine: SyncEngine;
  formDrafts: FormDrafts;
  /** False when IndexedDB could not be opened: drafts live in memory only. */
  durable: boolean;
  /** Reads every list and page once, so all of it stays readable offline, also screens not opened yet. */
  warmCache(): Promise<void>;
  /** The site's settings (time zone) as last read from the server, for offline use. */
  siteSettings: SiteSettings | null;
  /**
   * The stored session at start: its token goes on the client before anything is sent, then a
   * valid session sends the outbox at once; an expired one keeps it and asks to sign in.
   */
  resume(token: string | null): void;
}

/**
 * One per window: the API is always reached through the app's own origin (/api), which main
 * (Electron) or the preview server forwards to the configured server.
 */
export async function createRuntime(): Promise<Runtime> {
  let storage;
  let durable = true;
  try {
    storage = createIdbStorage(await openDraftsDb());
  } catch (error) {
    // the status bar says so: drafts would be lost on close
    console.warn('IndexedDB is not available; drafts are kept in memory only', error);
    storage = createMemoryStorage();
    durable = false;
  }
  const online = createApiClient({ baseURL: '', timeoutMs: 20_000 });
  const outbox = new Outbox(storage);
  await outbox.load();
  // the heartbeat: the status bar says "Offline" when the server stops answering, before a save fails
  const engine = new SyncEngine(outbox, online, { baseDelayMs: 1000, maxDelayMs: 5000, heartbeatMs: 10_000 });
  const client = createOfflineClient(online, outbox, engine);
  window.addEventListener('online', () => void engine.syncNow());
  window.addEventListener('offline', () => engine.markOffline());
  if (!navigator.onLine) engine.markOffline();
  return {
    online,
    client,
    outbox,
    engine,
    durable,
    formDrafts: localFormDrafts(),
    warmCache: () => warmCache(client, storage),
    siteSettings: (await cachedSiteSettings(storage)) ?? null,
    resume(token) {
      online.setToken(token);
      if (token === null) return;
      if (sessionOf(token)?.expired) engine.sessionExpired();
      else void engine.syncNow();
    },
  };
}

/** Unsaved form values (the admin's own drafts of an open form), small enough for localStorage. */
function localFormDrafts(): FormDrafts {
  const key = (k: string) => `form-draft:${k}`;
  return {
    load: (k) => {
      const raw = localStorage.getItem(key(k));
      const values: unknown = raw ? JSON.parse(raw) : undefined;
      return values;
    },
    save: (k, values) => {
      try {
        localStorage.setItem(key(k), JSON.stringify(values));
      } catch {
        // over quota (large photos): the form still works, only this draft is not kept
      }
    },
    clear: (k) => localStorage.removeItem(key(k)),
  };
}
