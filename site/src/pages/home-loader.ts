import type { Page, Photo } from '@jazz/contracts';
import type { ShowEntry } from '@jazz/contracts/shows';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, pageSource, serverData, siteSettings } from '../lib/data-source';

export interface HomeData {
  home: Page<'home'>;
  /** The photo picked in Edit Pages → Home, else the first photo of the gallery: the page's picture. */
  hero: Photo | null;
  /** The next show that takes place, its lines already written, so the home page needs none of the show rules. */
  next: ShowEntry | null;
  /** "Tonight" or "Today" when the next show is on today in the site's zone, else ''. */
  nextDay: string;
  /** The page of the next show's band, when it is one of the site's bands ('' otherwise). */
  nextBand: string;
  /** "Every Thursday" when the next show is a date of a residency (a series), else ''. */
  nextRule: string;
}

/** How far the home page looks past cancelled shows for the next one that takes place. */
const NEXT_SHOW_LOOKAHEAD = 20;

export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  if (!import.meta.env.SSR) return documentLoad(args.request);
  const source = await pageSource(args.context);
  const timeZone = siteSettings(args.context).timeZone;
  // the show rules load with the loader, out of the home page's first-load script
  const [{ bandPath, showEntry, todayWord }, home, photos, groups] = await Promise.all([
    import('@jazz/contracts/shows'),
    source.page('home'),
    source.photos(),
    source.groups().catch(() => []),
  ]);
  // the photo the owner picked (Edit Pages → Home), else the gallery's first
  const hero = photos.find((photo) => photo._id === home.heroPhoto) ?? photos[0] ?? null;
  // a cancelled show is no next show (its page says so; the home page names the next that is on)
  const { shows } = serverData(args.context);
  const next = shows.upcoming({ limit: NEXT_SHOW_LOOKAHEAD }).find((show) => show.status !== 'cancelled');
  return {
    home,
    hero,
    next: next ? showEntry(next, timeZone) : null,
    // the page is kept until the next show's day begins (events/public-shows.ts, nextChange)
    nextDay: next ? todayWord(next, Date.now(), timeZone) : '',
    nextBand: next?.group ? bandPath(next.group, groups) : '',
    nextRule: next?.seriesId ? (shows.seriesRule(next.seriesId) ?? '') : '',
  };
}
