import type { Group, Page, PageName, Photo } from '@jazz/contracts';
import type { ServerMessage } from '@jazz/contracts/site';
import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import type { ShowEntry } from '@jazz/contracts/shows';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, pageSource, serverData, serverMessage, siteSettings } from './data-source';
import type { ShowsData } from '../lib/show-lists';
import type { RootData } from '../lib/root-data';
import type { ShowData } from './show-data';
import type { LessonsStart } from '../features/lessons/lesson-weeks';
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

export interface LessonsData {
  page: Page<'lessons'>;
  /** The booking's settings and first week of open times, read at each request (the page is never kept). */
  booking: LessonsStart;
}

/** /lessons: the owner's words and the open times, rendered on the server (docs/islands.md). */
export async function lessonsLoader({ context, request }: LoaderFunctionArgs): Promise<LessonsData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const data = serverData(context);
  const [{ lessonsStart }, { readLessonChoice }] = await Promise.all([
    import('../features/lessons/lesson-weeks'),
    import('../lib/lesson-choice'),
  ]);
  const settings = data.lessonSettings();
  const choice = readLessonChoice(new URL(request.url).search) ?? {};
  // a time outside the horizon or of no open day still opens its week; one long past opens today's
  const start = { settings, timeZone: siteSettings(context).timeZone, now: Date.now(), choice };
  const booking = await lessonsStart(start, async (...args) => data.lessonSlots(...args)).catch(() =>
    lessonsStart({ ...start, choice: {} }, async (...args) => data.lessonSlots(...args)),
  );
  return { page: data.getPage('lessons'), booking };
}

export interface PhotosData {
  photos: Photo[];
}

export async function photosLoader({ context }: LoaderFunctionArgs): Promise<PhotosData> {
  return { photos: await (await pageSource(context)).photos() };
}

export type { ShowsData } from '../lib/show-lists';

/** The site's shows list (/shows, ?when=past, ?when=past&year=YYYY), rendered on the server. */
export async function showsLoader({ context, request }: LoaderFunctionArgs): Promise<ShowsData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const { showsData, UPCOMING_PAGE_SIZE } = await import('../lib/show-lists');
  return showsData(
    serverData(context).shows,
    new URL(request.url).searchParams,
    { all: true },
    siteSettings(context).timeZone,
    {
      pageSize: UPCOMING_PAGE_SIZE,
    },
  );
}

/** A show's page (past shows keep theirs); the show rules come with the lazy show-data module. */
export async function showLoader({ params, context, request }: LoaderFunctionArgs): Promise<ShowData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const source = await pageSource(context);
  const settings = siteSettings(context);
  const shows = serverData(context).shows;
  const [groups, { showData }] = await Promise.all([source.groups().catch(() => []), import('./show-data')]);
  return showData(shows, groups, params.showId ?? '', settings.timeZone, settings.siteName);
}

export interface HomeData {
  home: Page<'home'>;
  /** The photo picked in Edit Pages → Home, else the first photo of the gallery: the page's picture. */
  hero: Photo | null;
  /** The next show, its lines already written, so the home page needs none of the show rules. */
  next: ShowEntry | null;
}

export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  if (!import.meta.env.SSR) return documentLoad(args.request);
  const source = await pageSource(args.context);
  const timeZone = siteSettings(args.context).timeZone;
  // the show rules load with the loader, out of the home page's first-load script
  const [{ showEntry }, home, photos] = await Promise.all([
    import('@jazz/contracts/shows'),
    source.page('home'),
    source.photos(),
  ]);
  // the photo the owner picked (Edit Pages → Home), else the gallery's first
  const hero = photos.find((photo) => photo._id === home.heroPhoto) ?? photos[0] ?? null;
  const next = serverData(args.context).shows.upcoming({ limit: 1 })[0];
  return { home, hero, next: next ? showEntry(next, timeZone) : null };
}

export interface BandData {
  /** The band the page is linked to (by id: a rename keeps it); null when there is none. */
  group: Group | null;
}

/** A fixed band page: its server group and its shows (every band page lists them). */
export type FixedBandData = ShowsData & BandData;

async function fixedBandLoader(
  { context, request }: LoaderFunctionArgs,
  page: 'quartet' | 'quintet',
): Promise<FixedBandData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const data = serverData(context);
  const group = data.fixedBand(page) ?? null;
  const { showsData, UPCOMING_PAGE_SIZE } = await import('../lib/show-lists');
  const search = new URL(request.url).searchParams;
  // no band linked to the page: the shows whose free-text band is the page's name
  const of = group ? { groupId: group._id } : { groupName: (page === 'quartet' ? QUARTET : QUINTET).name };
  const shows = showsData(data.shows, search, of, siteSettings(context).timeZone, { pageSize: UPCOMING_PAGE_SIZE });
  return { ...shows, group };
}

export const quartetLoader = (args: LoaderFunctionArgs) => fixedBandLoader(args, 'quartet');

export type QuintetData = FixedBandData;

export const quintetLoader = (args: LoaderFunctionArgs) => fixedBandLoader(args, 'quintet');

export interface GroupData extends ShowsData {
  group: Group | null;
}

export async function groupLoader({ context, request, params }: LoaderFunctionArgs): Promise<GroupData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const data = serverData(context);
  const group = data.getGroup(params.groupId ?? '') ?? null;
  const { showsData, UPCOMING_PAGE_SIZE } = await import('../lib/show-lists');
  const search = new URL(request.url).searchParams;
  const shows = showsData(data.shows, search, group ? { groupId: group._id } : null, siteSettings(context).timeZone, {
    pageSize: UPCOMING_PAGE_SIZE,
  });
  return { ...shows, group, found: group !== null && shows.found };
}

export interface MessageData {
  message: ServerMessage | null;
}

/** The pages behind the links in follow mails: the server wrote their words. */
export function messageLoader({ context }: LoaderFunctionArgs): MessageData {
  return { message: serverMessage(context) };
}
