import type { Event, Group, Page, PageName, Photo } from '@jazz/shared/contracts';
import type { ServerMessage } from '@jazz/shared/site';
import { fixedBandOf, QUARTET, QUINTET } from '@jazz/shared/bands';
import type { ShowEntry } from '@jazz/shared/shows';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource, serverMessage, siteSettings } from './data-source';
import type { RootData } from '../lib/root-data';
import type { ShowData } from './show-data';
import { markRootDataFresh } from '../lib/root-stale';

export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const source = await pageSource(context);
  const [groups, site, bands] = await Promise.all([
    source.groups().catch(() => []),
    source.page('site'),
    source.page('bands'),
  ]);
  markRootDataFresh();
  return {
    groups: groups.map(({ _id, name }) => ({ _id, name })),
    site,
    bands: bands.bands,
    settings: siteSettings(context),
  };
}

/** A page of the owner's words, read at each request (and each client-side navigation). */
export const pageLoader =
  <N extends PageName>(name: N) =>
  async ({ context }: LoaderFunctionArgs): Promise<Page<N>> =>
    (await pageSource(context)).page(name);

/** The loader of page N of the owner's words: `useLoaderData<PageLoader<'about'>>()`. */
export type PageLoader<N extends PageName> = ReturnType<typeof pageLoader<N>>;

export interface PhotosData {
  photos: Photo[];
}

export async function photosLoader({ context }: LoaderFunctionArgs): Promise<PhotosData> {
  return { photos: await (await pageSource(context)).photos() };
}

export interface ShowsData {
  events: Event[];
  /** The moment the lists were split, so server and browser render the same lists. */
  now: number;
}

export async function showsLoader({ context }: LoaderFunctionArgs): Promise<ShowsData> {
  return { events: await (await pageSource(context)).events(), now: Date.now() };
}

/** A show's page (past shows keep theirs); the show rules come with the lazy show-data module. */
export async function showLoader({ params, context }: LoaderFunctionArgs): Promise<ShowData> {
  const source = await pageSource(context);
  const settings = siteSettings(context);
  const [events, groups, { showData }] = await Promise.all([
    source.events(),
    source.groups().catch(() => []),
    import('./show-data'),
  ]);
  return showData(events, groups, params.showId ?? '', settings.timeZone, settings.siteName);
}

export interface HomeData {
  home: Page<'home'>;
  /** The photo picked in Edit Pages → Home, else the first photo of the gallery: the page's picture. */
  hero: Photo | null;
  /** The next show, its lines already written, so the home page needs none of the show rules. */
  next: ShowEntry | null;
}

export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  const source = await pageSource(args.context);
  // the show rules load with the loader, out of the home page's first-load script
  const [{ events, now }, { nextShow }, home, photos] = await Promise.all([
    showsLoader(args),
    import('./next-show'),
    source.page('home'),
    source.photos(),
  ]);
  // the photo the owner picked (Edit Pages → Home), else the gallery's first
  const hero = photos.find((photo) => photo._id === home.heroPhoto) ?? photos[0] ?? null;
  return { home, hero, next: nextShow(events, now, siteSettings(args.context).timeZone) };
}

export interface BandData {
  /** The server group of the fixed band's name; null when there is none (deleted or renamed). */
  group: Group | null;
}

async function bandGroup({ context }: LoaderFunctionArgs, name: string): Promise<Group | null> {
  const groups = await (await pageSource(context)).groups();
  return groups.find((group) => fixedBandOf(group.name)?.name === name) ?? null;
}

/** A fixed band page: its server group and its shows (every band page lists them). */
export type FixedBandData = ShowsData & BandData;

async function fixedBandLoader(
  args: LoaderFunctionArgs,
  band: typeof QUARTET | typeof QUINTET,
): Promise<FixedBandData> {
  const [{ events, now }, group] = await Promise.all([showsLoader(args), bandGroup(args, band.name)]);
  // the same name rule as the band links (any case, spaces at the ends), so a show linked here is listed here
  return { events: events.filter((event) => fixedBandOf(event.group) === band), now, group };
}

export const quartetLoader = (args: LoaderFunctionArgs) => fixedBandLoader(args, QUARTET);

export type QuintetData = FixedBandData;

export const quintetLoader = (args: LoaderFunctionArgs) => fixedBandLoader(args, QUINTET);

/** A show belongs to a server group when its band is the group's name (any case, spaces at the ends). */
export const showsOfGroup = (events: Event[], name: string) =>
  events.filter((event) => event.group.trim().toLowerCase() === name.trim().toLowerCase());

export interface GroupData extends ShowsData {
  /** Null in the browser: the page shows the group from navigation state at once, then fetches. */
  group: Group | null;
  found: boolean;
}

export async function groupLoader(args: LoaderFunctionArgs): Promise<GroupData> {
  const source = await pageSource(args.context);
  // every show (the page keeps the group's own), so its list is there when the group arrives
  const { events, now } = await showsLoader(args);
  if (!import.meta.env.SSR) return { group: null, found: true, events, now };
  const group = (await source.group(args.params.groupId ?? '')) ?? null;
  return { group, found: group !== null, events, now };
}

export interface MessageData {
  message: ServerMessage | null;
}

/** The pages behind the links in follow mails: the server wrote their words. */
export function messageLoader({ context }: LoaderFunctionArgs): MessageData {
  return { message: serverMessage(context) };
}
