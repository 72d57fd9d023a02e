import type { Event } from '../contracts/event';
import type { Group } from '../contracts/group';
import type { Page, PageName } from '../contracts/page';
import type { Photo } from '../contracts/photo';

/**
 * What the server-rendered pages read. The API builds it from its repositories (no HTTP round
 * trip) and hands it to the site's server entry with each request.
 */
export interface SiteData {
  listEvents(): Event[];
  listGroups(): Group[];
  getGroup(id: string): Group | undefined;
  /** The owner's words of one page (the seed fills every page on the first start). */
  getPage<N extends PageName>(name: N): Page<N>;
  /** The photos in display order. */
  listPhotos(): Photo[];
}

/** Settings the server passes to the pages, embedded in the HTML for hydration. */
export interface SiteSettings {
  /** SITE_TIMEZONE: event days and the cutoff use this zone. */
  timeZone: string;
  /** SITE_URL without a trailing slash: canonical links. */
  siteUrl: string;
  /** The zone as visitors say it ("Eastern Time"), computed once on the server (zoneLabel). */
  timeZoneLabel?: string;
  /** The `site` page's name: page titles and feeds name the musician with it. */
  siteName: string;
  /** How long a show lasts in calendars when it has no end (Edit Pages → Site details); 120 when absent. */
  showMinutes?: number;
}

/** Vite's client manifest: source file -> built chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Everything one rendering reads besides the request: nothing is kept between requests. */
export interface RenderInputs {
  data: SiteData;
  settings: SiteSettings;
  /** The built client's manifest, so a page preloads its own chunk. */
  manifest: Manifest;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; data: string };

/** The module the site's SSR build exports (site/src/entry-server.tsx); the API loads it once. */
export interface ServerEntry {
  render(request: Request, inputs: RenderInputs): Promise<RenderResult>;
}
