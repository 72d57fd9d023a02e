import type { Event, Group } from '@jazz/shared/contracts';
import { QUINTET } from '@jazz/shared/bands';
import type { ShowEntry } from '@jazz/shared/shows';
import type { SiteSettings } from '@jazz/shared/site';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource, siteSettings } from './data-source';
import { markRootDataFresh } from './root-stale';

/** A BANDS menu entry: the menu needs only the name; the page fetches the rest. */
export type GroupLink = Pick<Group, '_id' | 'name'>;

export interface RootData {
  groups: GroupLink[];
  settings: SiteSettings;
}

export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const source = await pageSource(context);
  const groups = await source.groups().catch(() => []);
  markRootDataFresh();
  return { groups: groups.map(({ _id, name }) => ({ _id, name })), settings: siteSettings(context) };
}

export interface ShowsData {
  events: Event[];
  /** The moment the lists were split, so server and browser render the same lists. */
  now: number;
}

export async function showsLoader({ context }: LoaderFunctionArgs): Promise<ShowsData> {
  return { events: await (await pageSource(context)).events(), now: Date.now() };
}

export interface HomeData {
  /** The next show, its lines already written, so the home page needs none of the show rules. */
  next: ShowEntry | null;
}

export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  // the show rules load with the loader, out of the home page's first-load script
  const [{ events, now }, { nextShow }] = await Promise.all([showsLoader(args), import('./next-show')]);
  return { next: nextShow(events, now, siteSettings(args.context).timeZone) };
}

export async function quintetLoader(args: LoaderFunctionArgs): Promise<ShowsData> {
  const { events, now } = await showsLoader(args);
  return { events: events.filter((event) => event.group === QUINTET.name), now };
}

export interface GroupData {
  /** Null in the browser: the page shows the group from navigation state at once, then fetches. */
  group: Group | null;
  found: boolean;
}

export async function groupLoader({ params, context }: LoaderFunctionArgs): Promise<GroupData> {
  if (!import.meta.env.SSR) return { group: null, found: true };
  const group = (await (await pageSource(context)).group(params.groupId ?? '')) ?? null;
  return { group, found: group !== null };
}
