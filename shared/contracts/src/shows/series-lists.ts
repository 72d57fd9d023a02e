import type { Event } from '../event';
import { MONTHS, time12 } from './format';
import { wallClock } from '../time';

/**
 * How many upcoming entries a page of /shows (and of a band page) lists; the rest are on
 * `?page=2`, `?page=3`, ... ("Later shows"), so a page's HTML stays bounded however busy the
 * calendar is. The sitemap lists those pages too. Sixty: a working musician's booked months
 * (150 to 200 dates a year, a residency one entry) are one page, as /shows lists every upcoming
 * show, and the page stays under 150 KB of HTML (docs/shows.md).
 */
export const UPCOMING_PAGE_SIZE = 60;

/** How a list shows a series (a residency): one entry, its rule in words and how many dates it stands for. */
export interface SeriesLine {
  /** "Every Thursday, 7 PM, until March 25" (upcoming) or "Every Thursday, 7 PM, January 7 – March 25" (past). */
  text: string;
  /** The dates of the series this entry stands for, in this list. */
  dates: number;
}

/** "March 25", with the year when it is not `sameYearAs`'s. */
function dayText(instant: string, timeZone: string, sameYearAs: string): string {
  const w = wallClock(new Date(instant), timeZone);
  const text = `${MONTHS[w.month - 1]} ${w.day}`;
  return w.year === wallClock(new Date(sameYearAs), timeZone).year ? text : `${text}, ${w.year}`;
}

/** "7 PM", "7:30 PM": a series' start time, short. */
const shortTime = (instant: string, timeZone: string) => {
  const w = wallClock(new Date(instant), timeZone);
  return time12(w.hour, w.minute).replace(':00 ', ' ');
};

/**
 * A list of shows with each series as one entry: the first of its dates in the list's order
 * (upcoming: the next date; past: the latest), with its rule in words. One-off shows stay as
 * they are. `ruleOf` gives a series' rule ("Every Thursday"); a series it does not know stays
 * one entry per date.
 */
export function seriesAsOneEntry<E extends Pick<Event, 'seriesId' | 'startDate' | 'timeText' | 'timeTBA'>>(
  events: readonly E[],
  ruleOf: (seriesId: string) => string | undefined,
  view: 'upcoming' | 'past',
  timeZone: string,
): { events: E[]; series: Record<string, SeriesLine> } {
  const datesOf = new Map<string, E[]>();
  for (const event of events) {
    if (!event.seriesId) continue;
    const dates = datesOf.get(event.seriesId) ?? [];
    dates.push(event);
    datesOf.set(event.seriesId, dates);
  }
  const series: Record<string, SeriesLine> = {};
  for (const [id, dates] of datesOf) {
    const rule = ruleOf(id);
    if (!rule || dates.length < 2) continue;
    const first = dates[0]!;
    const last = dates.at(-1)!;
    const time = first.timeTBA ? '' : `, ${first.timeText.trim() || shortTime(first.startDate, timeZone)}`;
    const [earliest, latest] = view === 'upcoming' ? [first, last] : [last, first];
    series[id] = {
      text:
        view === 'upcoming'
          ? `${rule}${time}, until ${dayText(latest.startDate, timeZone, earliest.startDate)}`
          : `${rule}${time}, ${dayText(earliest.startDate, timeZone, latest.startDate)} – ${dayText(latest.startDate, timeZone, latest.startDate)}`,
      dates: dates.length,
    };
  }
  const listed = events.filter(
    (event) => !event.seriesId || !series[event.seriesId] || datesOf.get(event.seriesId)![0] === event,
  );
  return { events: listed, series };
}
