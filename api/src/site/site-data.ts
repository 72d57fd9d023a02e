import type { SiteData } from '@jazz/shared/site';
import type { AppDeps } from '../deps';

/** What a page's loaders read, from the services, at each call: a saved change is public at once. */
export function siteDataOf({ events, groups, pages, photos, press, tunes }: AppDeps['services']): SiteData {
  return {
    // pages, feeds and JSON-LD read a setlist only once it is public (docs/setlists.md)
    listEvents: () => tunes.publicEvents(events.list()),
    listGroups: () => groups.list(),
    getGroup: (id) => groups.find(id),
    getPage: (name) => pages.read(name),
    listPhotos: () => photos.list(),
    getPress: (key) => (key === 'site' || groups.find(key) ? press.read(key) : undefined),
  };
}
