import { groupNamed } from '@jazz/contracts/bands';
import type { Event, Group } from '@jazz/contracts';
import type { PublicShows } from '@jazz/contracts/site';
import {
  dateText,
  placeOf,
  seriesDateNote,
  showDateText,
  showName,
  showPath,
  startTimeText,
  STATUS_TEXT,
  usualSlot,
  whereLine,
} from '@jazz/contracts/shows';
import type { GroupLink } from '../lib/root-data';
import type { PageMeta } from '../lib/page-meta';

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
  /** A series' public dates; `note` says what became of one ("cancelled", "moved from Thu Jan 14"). */
  seriesDates: { id: string; path: string; date: string; note: string }[];
  /** A date of a series: its rule in words ("Every Thursday"). */
  seriesRule: string;
}

/** A show page's data and head lines; the show loader imports this lazily. */
/** A series' dates, each with what became of it (cancelled, moved off the rule's day or hour). */
function seriesDatesOf(dates: Event[], timeZone: string) {
  const usual = usualSlot(dates, timeZone);
  return dates.map((date) => ({ date, note: seriesDateNote(date, timeZone, usual) }));
}

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
        seriesDates: seriesDatesOf(shows.seriesDates(event.seriesId), timeZone).map(({ date, note }) => ({
          id: date._id,
          path: showPath(date, timeZone),
          date: dateText(date.startDate, timeZone),
          note,
        })),
        seriesRule: shows.seriesRule(event.seriesId) ?? '',
      }
    : none;
  const band = groupNamed(groups, event.group);
  const image = (band && Object.values(band.images)[0]) || '';
  const status = STATUS_TEXT[event.status];
  const date = showDateText(event, timeZone);
  const time = event.timeTBA
    ? 'time to be announced'
    : event.timeText.trim() || startTimeText(event.startDate, timeZone);
  // the preview text starts with the day and the time: what a friend in a chat needs first
  const description =
    `${date}, ${time}: ${status ? `${status}. ` : ''}${event.group} at ${whereLine(placeOf(event))}. ${event.description}`
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
      ...(image ? { imageAlt: event.group } : {}),
    },
    now: Date.now(),
    ...series,
  };
}
