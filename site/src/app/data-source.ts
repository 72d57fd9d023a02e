import type { Event, Group } from '@jazz/shared/contracts';
import type { SiteData, SiteSettings } from '@jazz/shared/shows';

/** What loaders read: the database on the server, the API in the browser. */
export interface PageSource {
  events(): Promise<Event[]>;
  groups(): Promise<Group[]>;
  group(id: string): Promise<Group | undefined>;
}

let server: PageSource | null = null;
let settings: SiteSettings = { timeZone: 'America/New_York', siteUrl: '' };

/** Server entry: the API hands over its repositories and settings once at start. */
export function configureServer(data: SiteData, next: SiteSettings) {
  server = {
    events: async () => data.listEvents(),
    groups: async () => data.listGroups(),
    group: async (id) => data.getGroup(id),
  };
  settings = next;
}

/** Browser entry: the settings arrive with the page data. */
export function configureClient(next: SiteSettings) {
  settings = next;
}

export const siteSettings = () => settings;

export async function pageSource(): Promise<PageSource> {
  if (import.meta.env.SSR) {
    if (!server) throw new Error('configureServer was not called');
    return server;
  }
  // loaded on the first client-side navigation only, so axios stays out of the first load
  return (await import('./client-source')).clientSource;
}
