import type { Event, Group } from '@jazz/shared/contracts';
import { QUINTET } from '@jazz/shared/bands';
import type { ShowEntry, SiteSettings } from '@jazz/shared/shows';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource, siteSettings } from './data-source';
import type { PageMeta } from './meta';
import { markRootDataFresh } from './root-stale';

/** A BANDS menu entry: the menu needs only the name; the page fetches the rest. */
export type GroupLink = Pick<Group, '_id' | 'name'>;

export interface RootData {
  groups: GroupLink[];
  settings: SiteSettings;
}

export async function rootLoader(): Promise<RootData> {
  const source = await pageSource();
  const groups = await source.groups().catch(() => []);
  markRootDataFresh();
  return { groups: groups.map(({ _id, name }) => ({ _id, name })), settings: siteSettings() };
}

/** Which list of shows an address asks for: ?when=past, else upcoming. */
export type ShowsView = 'upcoming' | 'past';

export interface ShowsData {
  events: Event[];
  /** The moment the lists were split, so server and browser render the same lists. */
  now: number;
}

export async function showsLoader(): Promise<ShowsData> {
  return { events: await (await pageSource()).events(), now: Date.now() };
}

export interface ShowData {
  event: Event | null;
  found: boolean;
  /** Server groups by name: the band's page link. */
  groups: GroupLink[];
  /** The band's first image (the social card), or empty. */
  image: string;
  /** Head lines, written with the show rules by the loader. */
  meta: PageMeta | null;
  now: number;
}

/** A show's page (past shows keep theirs); the show rules come with the lazy show-data module. */
export async function showLoader({ params }: LoaderFunctionArgs): Promise<ShowData> {
  // the data source is read here: a lazy chunk on the server may see another instance of it
  const source = await pageSource();
  const [events, groups, { showData }] = await Promise.all([
    source.events(),
    source.groups().catch(() => []),
    import('./show-data'),
  ]);
  return showData(events, groups, params.showId ?? '', siteSettings().timeZone);
}

export interface HomeData {
  /** The next show, its lines already written, so the home page needs none of the show rules. */
  next: ShowEntry | null;
}

export async function homeLoader(): Promise<HomeData> {
  // the show rules load with the loader, out of the home page's first-load script
  const [{ events, now }, { nextShow }] = await Promise.all([showsLoader(), import('./next-show')]);
  return { next: nextShow(events, now, siteSettings().timeZone) };
}

export async function quintetLoader(): Promise<ShowsData> {
  const { events, now } = await showsLoader();
  return { events: events.filter((event) => event.group === QUINTET.name), now };
}

export interface GroupData {
  /** Null in the browser: the page shows the group from navigation state at once, then fetches. */
  group: Group | null;
  found: boolean;
}

export async function groupLoader({ params }: LoaderFunctionArgs): Promise<GroupData> {
  if (!import.meta.env.SSR) return { group: null, found: true };
  const group = (await (await pageSource()).group(params.groupId ?? '')) ?? null;
  return { group, found: group !== null };
}
