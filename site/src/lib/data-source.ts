import type { ServerMessage, SiteData, SiteSettings } from '@jazz/contracts/site';
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

/** entry-server.tsx hands its ServerContext as the router's request context: its data and settings say so. */
const isServerContext = (context: unknown): context is ServerContext =>
  typeof context === 'object' &&
  context !== null &&
  Boolean(Reflect.get(context, 'data')) &&
  Boolean(Reflect.get(context, 'settings'));

function serverContext(context: unknown): ServerContext {
  if (!isServerContext(context)) throw new Error('A server rendering needs { data, settings } as its context');
  return context;
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
      groups: async () => data.listGroups(),
      group: async (id) => data.getGroup(id),
      page: async (name) => data.getPage(name),
      photos: async () => data.listPhotos(),
      press: async (key) => data.getPress(key),
    };
  }
  // loaded on the first client-side navigation only, so the API client stays out of the first load
  return (await import('./client-source')).clientSource;
}

/**
 * The site's data on the server. Pages listing shows read it there only (each list one indexed
 * query): in the browser, going to such a page is a page load (`documentLoad`), so a phone never
 * downloads the archive to filter it.
 */
export function serverData(context: unknown): SiteData {
  return serverContext(context).data;
}

/** In the browser: load `request`'s address as a page (the server renders its list); never settles. */
export function documentLoad(request: Request): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** The server's message of this rendering; null in the browser (such a page is only ever served). */
export function serverMessage(context: unknown): ServerMessage | null {
  return import.meta.env.SSR ? (serverContext(context).message ?? null) : null;
}
