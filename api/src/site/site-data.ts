import type { SiteData } from '@jazz/contracts/site';
import type { AppDeps } from '../deps';

/** What a page's loaders read, from the services, at each call: a saved change is public at once. */
export function siteDataOf({ events, groups, lessons, pages, photos, press }: AppDeps['services']): SiteData {
  return {
    shows: events.public,
    listGroups: () => groups.list(),
    getGroup: (id) => groups.find(id),
    fixedBand: (page) => groups.fixedBand(page),
    getPage: (name) => pages.read(name),
    listPhotos: () => photos.list(),
    getPress: (key) => (key === 'site' || groups.find(key) ? press.read(key) : undefined),
    lessonSettings: () => lessons.publicSettings(),
    lessonSlots: (from, to, length) => lessons.slots({ from, to, length }).slots,
  };
}
