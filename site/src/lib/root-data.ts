import type { Group, Page, PageFields } from '@jazz/contracts';
import type { SiteSettings } from '@jazz/contracts/site';

/** A BANDS menu entry: the menu needs only the name; the page fetches the rest. */
export type GroupLink = Pick<Group, '_id' | 'name'>;

/** What every page shows around itself: the nav brand, the BANDS menu, the footer, the titles. */
export interface RootData {
  groups: GroupLink[];
  site: PageFields<'site'>;
  /** The external bands of the BANDS menu. */
  bands: Page<'bands'>['bands'];
  settings: SiteSettings;
}
