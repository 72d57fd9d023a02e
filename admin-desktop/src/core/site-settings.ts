import type { ApiClient } from '@jazz/client/api-client';
import { siteSettingsSchema, type SiteSettings } from '@jazz/contracts';
import type { DraftStorage } from './outbox-types';

const KEY = 'site:settings';

/** What the app last learned about the site (its time zone above all), kept for offline use. */
export const cachedSiteSettings = (storage: DraftStorage) => storage.getCache<SiteSettings>(KEY);

/**
 * Asks the server for its settings (GET /api/settings) and keeps them; when it can not be
 * reached, the last known ones answer. Read at sign-in, so a show drafted offline later is
 * still edited in the site's zone, not the laptop's.
 */
export async function refreshSiteSettings(api: ApiClient, storage: DraftStorage): Promise<SiteSettings | null> {
  try {
    const settings = siteSettingsSchema.parse(await api.settings.get());
    await storage.setCache(KEY, settings);
    return settings;
  } catch {
    return (await cachedSiteSettings(storage)) ?? null;
  }
}

/**
 * The zone times are edited and shown in: the site's, once known. Before the app ever reached
 * the server there is none, and the computer's own zone is used; the date field names it, so
 * it is never silently wrong.
 */
export const editingZone = (settings: SiteSettings | null) =>
  settings?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
