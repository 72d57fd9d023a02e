import type { Group } from '@jazz/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, serverData, siteSettings } from '../lib/data-source';
import type { ShowsData } from '../lib/show-lists';

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
