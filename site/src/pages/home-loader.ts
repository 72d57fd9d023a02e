import type { Page, Photo } from '@jazz/contracts';
import type { ShowEntry } from '@jazz/contracts/shows';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, pageSource, serverData, siteSettings } from '../lib/data-source';

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
