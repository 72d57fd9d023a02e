import type { ServerMessage, SiteData, SiteSettings } from '@jazz/shared/site';
import type { PageSource } from './page-source';

/**
 * What one server rendering reads, handed to the loaders as react-router's request context.
 * Nothing of it outlives the request: two apps in one process never see each other's data.
 */
export interface ServerContext {
  data: SiteData;
  settings: SiteSettings;
  /** A page of the server's own words (a follow link's page); absent on every other page. */
  message?: ServerMessage | undefined;
}

function serverContext(context: unknown): ServerContext {
  const server = context as Partial<ServerContext> | undefined;
  if (!server?.data || !server.settings) throw new Error('A server rendering needs { data, settings } as its context');
  return server as ServerContext;
}

/** The browser's settings: one page, one site; they arrive with the page data. */
let browserSettings: SiteSettings = { timeZone: 'America/New_York', siteUrl: '', siteName: '' };

/** Browser entry: the settings embedded in the page. */
export function configureClient(next: SiteSettings) {
  browserSettings = next;
}

/** The settings of this rendering: the request's on the server, the page's in the browser. */
export function siteSettings(context?: unknown): SiteSettings {
  return import.meta.env.SSR ? serverContext(context).settings : browserSettings;
}

export async function pageSource(context: unknown): Promise<PageSource> {
  if (import.meta.env.SSR) {
    const { data } = serverContext(context);
    return {
      events: async () => data.listEvents(),
      groups: async () => data.listGroups(),
      group: async (id) => data.getGroup(id),
      page: async (name) => data.getPage(name),
      photos: async () => data.listPhotos(),
      press: async (key) => data.getPress(key),
    };
  }
  // loaded on the first client-side navigation only, so axios stays out of the first load
  return (await import('./client-source')).clientSource;
}

/** The server's message of this rendering; null in the browser (such a page is only ever served). */
export function serverMessage(context: unknown): ServerMessage | null {
  return import.meta.env.SSR ? (serverContext(context).message ?? null) : null;
}
