import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource, siteSettings } from '../lib/data-source';
import type { RootData } from '../lib/root-data';
import { markRootDataFresh } from '../lib/root-stale';

/** The root route's data (the BANDS menu, the `site` page, the settings): every page's layout reads it. */
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
