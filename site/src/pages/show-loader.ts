import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, pageSource, serverData, siteSettings } from '../lib/data-source';
import type { ShowData } from './show-data';

/** A show's page (past shows keep theirs); the show rules come with the lazy show-data module. */
export async function showLoader({ params, context, request }: LoaderFunctionArgs): Promise<ShowData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const source = await pageSource(context);
  const settings = siteSettings(context);
  const shows = serverData(context).shows;
  const [groups, { showData }] = await Promise.all([source.groups().catch(() => []), import('./show-data')]);
  return showData(shows, groups, params.showId ?? '', settings.timeZone, settings.siteName);
}
