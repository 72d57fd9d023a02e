import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource, siteSettings } from '../lib/data-source';
import type { RootData } from '../lib/root-data';

/**
 * What every page's frame shows (the BANDS menu, the `site` page, the settings): read from the
 * request's data on the server, through the API in the browser (`context` is the server's).
 */
export async function readRootData(context: unknown): Promise<RootData> {
  const source = await pageSource(context);
  const [groups, site, bands] = await Promise.all([
    source.groups().catch(() => []),
    source.page('site'),
    source.page('bands'),
  ]);
  return {
    groups: groups.map(({ _id, name }) => ({ _id, name })),
    site,
    bands: bands.bands,
    settings: siteSettings(context),
  };
}

/** The root route's data: every page's layout reads it. */
export const rootLoader = ({ context }: LoaderFunctionArgs): Promise<RootData> => readRootData(context);
