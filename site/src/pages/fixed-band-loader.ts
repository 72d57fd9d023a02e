import type { Group } from '@jazz/contracts';
import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, serverData, siteSettings } from '../lib/data-source';
import type { ShowsData } from '../lib/show-lists';

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

export const quintetLoader = (args: LoaderFunctionArgs) => fixedBandLoader(args, 'quintet');
