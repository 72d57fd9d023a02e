import { groupNamed } from '@jazz/shared/bands';
import type { Event, Group } from '@jazz/shared/contracts';
import type { PublicShows } from '@jazz/shared/site';
import { dateText, showName, showPath, STATUS_TEXT } from '@jazz/shared/shows';
import type { GroupLink } from '../lib/root-data';
import type { PageMeta } from './meta';

export interface ShowData {
  event: Event | null;
  found: boolean;
  /** Server groups by name: the band's page link. */
  groups: GroupLink[];
  /** The band's first image (the social card), or empty. */
  image: string;
  /** Head lines, written with the show rules by the loader. */
  meta: PageMeta | null;
  now: number;
  /** A date of a series: its upcoming dates (each its own page), earliest first; else empty. */
  seriesDates: { id: string; path: string; date: string }[];
  /** A date of a series: its rule in words ("Every Thursday"). */
  seriesRule: string;
}

/** A show page's data and head lines; the show loader imports this lazily. */
export function showData(
  shows: PublicShows,
  groups: Group[],
  id: string,
  timeZone: string,
  siteName: string,
): ShowData {
  const event: Event | null = shows.show(id) ?? null;
  const links = groups.map(({ _id, name }) => ({ _id, name }));
  const none = { seriesDates: [], seriesRule: '' };
  if (!event) return { event: null, found: false, groups: links, image: '', meta: null, now: Date.now(), ...none };
  const series = event.seriesId
    ? {
        seriesDates: shows.seriesDates(event.seriesId).map((date) => ({
          id: date._id,
          path: showPath(date, timeZone),
          date: dateText(date.startDate, timeZone),
        })),
        seriesRule: shows.seriesRule(event.seriesId) ?? '',
      }
    : none;
  const band = groupNamed(groups, event.group);
  const image = (band && Object.values(band.images)[0]) || '';
  const status = STATUS_TEXT[event.status];
  const date = dateText(event.startDate, timeZone);
  const place = [event.venue, event.location].filter(Boolean).join(', ');
  const description = `${status ? `${status}. ` : ''}${date}: ${event.group} at ${place}. ${event.description}`
    .replace(/\s+/g, ' ')
    .trim();
  return {
    event,
    found: true,
    groups: links,
    image,
    meta: {
      title: `${status ? `${status}: ` : ''}${showName(event)}, ${date}${siteName ? ` | ${siteName}` : ''}`,
      description: description.length > 200 ? description.slice(0, 197).trimEnd() + '…' : description,
      path: showPath(event, timeZone),
      image,
    },
    now: Date.now(),
    ...series,
  };
}
