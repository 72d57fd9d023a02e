import { useRouteLoaderData } from 'react-router-dom';
import type { Group, Page, PageFields } from '@jazz/shared/contracts';
import type { SiteSettings } from '@jazz/shared/site';

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

/** The id of the root route, whose loader answers a RootData. */
export const ROOT_ROUTE_ID = 'root';

/** The root route's data, where it may be missing: in the root's error page nothing was loaded. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
}

/** The root route's data in a page under it: the root loader has always answered before a child renders. */
export const useRootData = (): RootData => useOptionalRootData()!;
