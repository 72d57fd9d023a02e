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

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** "Dec 24": a date of a series, short. */
const shortDay = (instant: string, timeZone: string) => {
  const w = wallClock(new Date(instant), timeZone);
  return `${MONTHS_SHORT[w.month - 1]} ${w.day}`;
};

/** The fields a series' exceptions are read from. */
export type SeriesDateLike = Pick<Event, 'startDate' | 'status'> & Partial<Pick<Event, 'previousStartDate'>>;

/** A date's weekday and hour ("4 19:00"): what the series' rule fixes. */
const slotOf = (instant: string, timeZone: string) => {
  const w = wallClock(new Date(instant), timeZone);
  return `${w.weekday} ${w.hour}:${w.minute}`;
};

/**
 * The weekday and hour most of a series' dates keep: its rule's. A date started elsewhere than
 * before is "moved" only when it left them (a whole series moved to 8 PM moved no date of it).
 */
export function usualSlot(dates: readonly SeriesDateLike[], timeZone: string): string {
  const counts = new Map<string, number>();
  for (const date of dates)
    counts.set(slotOf(date.startDate, timeZone), (counts.get(slotOf(date.startDate, timeZone)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The earlier start of a date moved off the rule's weekday or hour, else undefined. */
function movedFrom(date: SeriesDateLike, usual: string, timeZone: string): string | undefined {
  const before = date.previousStartDate;
  if (date.status === 'cancelled' || !before || Number.isNaN(Date.parse(before)) || before === date.startDate)
    return undefined;
  return slotOf(date.startDate, timeZone) === usual ? undefined : before;
}

/**
 * What became of one date of a series, in words, or '' when it is as the rule says: cancelled,
 * or moved to another day or hour ("moved from Thu Jan 14", its earlier start being known).
 * `usual`: the series' usualSlot.
 */
export function seriesDateNote(date: SeriesDateLike, timeZone: string, usual: string): string {
  if (date.status === 'cancelled') return 'cancelled';
  const before = movedFrom(date, usual, timeZone);
  if (!before) return '';
  const was = wallClock(new Date(before), timeZone);
  return `moved from ${WEEKDAYS_SHORT[was.weekday]} ${shortDay(before, timeZone)}${
    shortTime(before, timeZone) === shortTime(date.startDate, timeZone) ? '' : `, ${shortTime(before, timeZone)}`
  }`;
}

/**
 * A series' exceptions, for its one entry: "not Dec 24; Jan 14 moved to Fri Jan 15" (a date moved
 * to another day or hour names where it went, "Jan 21 moved to 8 PM" when only its hour changed).
 * Only the dates given are read: a private date is never among them.
 */
export function seriesExceptionsText(dates: readonly SeriesDateLike[], timeZone: string): string {
  const usual = usualSlot(dates, timeZone);
  const cancelled = dates
    .filter((date) => date.status === 'cancelled')
    .map((date) => shortDay(date.startDate, timeZone));
  const moved = dates.flatMap((date) => {
    const before = movedFrom(date, usual, timeZone);
    if (!before) return [];
    const now = wallClock(new Date(date.startDate), timeZone);
    const sameDay = shortDay(before, timeZone) === shortDay(date.startDate, timeZone);
    const to = sameDay
      ? shortTime(date.startDate, timeZone)
      : `${WEEKDAYS_SHORT[now.weekday]} ${shortDay(date.startDate, timeZone)}${
          shortTime(before, timeZone) === shortTime(date.startDate, timeZone)
            ? ''
            : `, ${shortTime(date.startDate, timeZone)}`
        }`;
    return [`${shortDay(before, timeZone)} moved to ${to}`];
  });
  return [...(cancelled.length ? [`not ${cancelled.join(', ')}`] : []), ...moved].join('; ');
}

/**
 * A list of shows with each series as one entry: the first of its dates in the list's order
 * (upcoming: the next date; past: the latest), with its rule in words. One-off shows stay as
 * they are. `ruleOf` gives a series' rule ("Every Thursday"); a series it does not know stays
 * one entry per date.
 */
export function seriesAsOneEntry<
  E extends Pick<Event, 'seriesId' | 'startDate' | 'timeText' | 'timeTBA'> & SeriesDateLike,
>(
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
    const exceptions = seriesExceptionsText(dates, timeZone);
    series[id] = {
      text:
        (view === 'upcoming'
          ? `${rule}${time}, until ${dayText(latest.startDate, timeZone, earliest.startDate)}`
          : `${rule}${time}, ${dayText(earliest.startDate, timeZone, latest.startDate)} – ${dayText(latest.startDate, timeZone, latest.startDate)}`) +
        (exceptions ? ` (${exceptions})` : ''),
      // the dates that take place: a cancelled one is named above, not counted
      dates: dates.filter((date) => date.status !== 'cancelled').length,
    };
  }
  const listed = events.filter(
    (event) => !event.seriesId || !series[event.seriesId] || datesOf.get(event.seriesId)![0] === event,
  );
  return { events: listed, series };
}
