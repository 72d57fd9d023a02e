import type { Event, EventStatus } from '../event';
import { firstLine, showPath } from './show-page';
import { dayOf, dayParts, lastShowDay, wallClock, weekdayOf, type Day } from '../time';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The months' names, January first (the lists' dates and a series' rule in words). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 12-hour clock text. Fixes the old site's bug (docs/product.md): 12:xx is PM and 00:xx is 12:xx AM.
 */
export function time12(hour: number, minute: number): string {
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** "Saturday, May 1, 2027": the start day in the site's zone. */
export function dateText(startDate: string, timeZone: string): string {
  const w = wallClock(new Date(startDate), timeZone);
  return `${WEEKDAYS[w.weekday]}, ${MONTHS[w.month - 1]} ${w.day}, ${w.year}`;
}

/** "Saturday, June 5": a day in words, without its year (any zone: a day is a day). */
export function dayName(day: Day): string {
  const [, month, date] = dayParts(day);
  return `${WEEKDAYS[weekdayOf(day)]}, ${MONTHS[month - 1]} ${date}`;
}

/**
 * "Tonight" when a show's start day is today in the site's zone and it starts at 5 PM or later,
 * "Today" for an earlier start or a time not announced; '' on any other day (the home page's
 * Next show).
 */
export function todayWord(
  event: Pick<Event, 'startDate'> & Partial<Pick<Event, 'timeTBA'>>,
  now: number,
  timeZone: string,
): 'Tonight' | 'Today' | '' {
  if (dayOf(event.startDate, timeZone) !== dayOf(now, timeZone)) return '';
  return !event.timeTBA && wallClock(event.startDate, timeZone).hour >= 17 ? 'Tonight' : 'Today';
}

/**
 * The days a show is on, in the site's zone: "Saturday, May 1, 2027" for a show of one day, and
 * for one that runs over several (lastShowDay) "Friday, June 4 – Sunday, June 6, 2027" (each
 * day with its year when the two years differ).
 */
export function showDateText(event: Pick<Event, 'startDate' | 'endDate'>, timeZone: string): string {
  const last = lastShowDay(event, timeZone);
  if (!last) return dateText(event.startDate, timeZone);
  const first = dayOf(event.startDate, timeZone);
  const [firstYear] = dayParts(first);
  const [lastYear] = dayParts(last);
  const to = `${dayName(last)}, ${lastYear}`;
  return firstYear === lastYear ? `${dayName(first)} – ${to}` : `${dayName(first)}, ${firstYear} – ${to}`;
}

/** "May 3, 2027 8:00 PM" in the site's zone: the admin's date-time display ("MMMM d, yyyy h:mm aa"). */
export function dateTimeText(startDate: string, timeZone: string): string {
  const w = wallClock(new Date(startDate), timeZone);
  return `${MONTHS[w.month - 1]} ${w.day}, ${w.year} ${time12(w.hour, w.minute)}`;
}

/** The start time in the site's zone, 12-hour ("8:00 PM"). */
export function startTimeText(startDate: string, timeZone: string): string {
  const w = wallClock(new Date(startDate), timeZone);
  return time12(w.hour, w.minute);
}

/** "7", "7:30": an hour of the 12-hour clock without its half. */
const hourText = (hour: number, minute: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;

/**
 * "7 to 10 PM", "7:30 to 11 PM", "11 AM to 1 PM", "9 PM to 12:30 AM": a show's start and end
 * in the site's zone, the half said once when both share it.
 */
export function timeRangeText(startDate: string, endDate: string, timeZone: string): string {
  const start = wallClock(new Date(startDate), timeZone);
  const end = wallClock(new Date(endDate), timeZone);
  const half = (hour: number) => (hour >= 12 ? 'PM' : 'AM');
  const from = hourText(start.hour, start.minute);
  const to = `${hourText(end.hour, end.minute)} ${half(end.hour)}`;
  return half(start.hour) === half(end.hour) && Date.parse(endDate) - Date.parse(startDate) < 12 * 3_600_000
    ? `${from} to ${to}`
    : `${from} ${half(start.hour)} to ${to}`;
}

/**
 * The time a show page and a shows list give: the owner's time text; else "Time to be
 * announced"; else the start and end ("7 to 10 PM") when the show has an end; else the start.
 * A show of several days gives its start alone ("7 PM"): its days are in its date
 * (showDateText), and its end is no time of an evening (never "7 PM to 11:59 PM").
 */
export function showTimeText(
  event: Pick<Event, 'timeText' | 'startDate' | 'endDate' | 'timeTBA'>,
  timeZone: string,
): string {
  if (event.timeText.trim()) return event.timeText.trim();
  if (event.timeTBA) return 'Time to be announced';
  if (lastShowDay(event, timeZone)) {
    const start = wallClock(new Date(event.startDate), timeZone);
    return `${hourText(start.hour, start.minute)} ${start.hour >= 12 ? 'PM' : 'AM'}`;
  }
  const end = event.endDate && Date.parse(event.endDate) > Date.parse(event.startDate) ? event.endDate : '';
  return end ? timeRangeText(event.startDate, end, timeZone) : startTimeText(event.startDate, timeZone);
}

/** The lines of one entry of a shows list, in the order docs/product.md gives. */
export interface ShowEntry {
  id: string;
  /** ISO instant, for <time datetime>. */
  startDate: string;
  date: string;
  /** The event's time text, or else its start (and end) time ("8:00 PM", "7 to 10 PM"). */
  time: string;
  title: string;
  venue: string;
  venueLink: string;
  /** The location without brackets; the page adds them. */
  location: string;
  ticketsLink: string;
  group: string;
  status: EventStatus;
  /** The first line of the description. */
  summary: string;
  /** The show's own page. */
  path: string;
  /** The price text ('' for none) and whether the show is sold out. */
  price: string;
  soldOut: boolean;
}

/** The fields of a show an entry of a list is written from. */
export type ListedShow = Pick<
  Event,
  | '_id'
  | 'startDate'
  | 'endDate'
  | 'timeText'
  | 'timeTBA'
  | 'title'
  | 'venue'
  | 'venueLink'
  | 'location'
  | 'ticketsLink'
  | 'group'
  | 'status'
  | 'description'
  | 'price'
  | 'soldOut'
  | 'seriesId'
>;

/** The fields a list's entry shows as they are stored. */
const entryAsStored = ({ startDate, title, venue, venueLink, location, ticketsLink, group }: ListedShow) => ({
  startDate,
  title,
  venue,
  venueLink,
  location,
  ticketsLink,
  group,
});

/** Only what a list's entry reads (the description's first line): what a past list carries to the browser. */
export const listedShow = (event: ListedShow): ListedShow => ({
  _id: event._id,
  ...entryAsStored(event),
  endDate: event.endDate,
  timeText: event.timeText,
  timeTBA: event.timeTBA,
  status: event.status,
  description: firstLine(event.description),
  price: event.price,
  soldOut: event.soldOut,
  seriesId: event.seriesId,
});

export function showEntry(event: ListedShow, timeZone: string): ShowEntry {
  return {
    id: event._id,
    ...entryAsStored(event),
    date: showDateText(event, timeZone),
    time: showTimeText(event, timeZone),
    status: event.status ?? 'scheduled',
    summary: firstLine(event.description),
    path: showPath(event, timeZone),
    price: event.price ?? '',
    soldOut: event.soldOut ?? false,
  };
}
