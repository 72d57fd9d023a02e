import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, serverData, siteSettings } from '../lib/data-source';
import type { ShowsData } from '../lib/show-lists';

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
