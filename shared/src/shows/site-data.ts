import type { Event } from '../contracts/event';
import type { Group } from '../contracts/group';
import type { Page, PageName } from '../contracts/page';
import type { Photo } from '../contracts/photo';

/**
 * What the server-rendered pages read. The API builds it from its repositories (no HTTP round
 * trip); the site's server entry receives it with each request.
 */
export interface SiteData {
  listEvents(): Event[];
  listGroups(): Group[];
  getGroup(id: string): Group | undefined;
  /** The owner's words and lists of page `name` (empty fields when never saved). */
  getPage<N extends PageName>(name: N): Page<N>;
  /** The photo gallery, in display order. */
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
}
