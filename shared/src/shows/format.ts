import type { Event, EventStatus } from '../contracts/event';
import { firstLine, showPath } from './show-page';
import { wallClock } from './time-zone';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
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

/** The lines of one entry of a shows list, in the order docs/product.md gives. */
export interface ShowEntry {
  id: string;
  /** ISO instant, for <time datetime>. */
  startDate: string;
  date: string;
  /** The event's time text, or else its start time ("8:00 PM"). */
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

/** Only what a list's entry reads (the description's first line): what a past list carries to the browser. */
export const listedShow = (event: ListedShow): ListedShow => ({
  _id: event._id,
  startDate: event.startDate,
  timeText: event.timeText,
  timeTBA: event.timeTBA,
  title: event.title,
  venue: event.venue,
  venueLink: event.venueLink,
  location: event.location,
  ticketsLink: event.ticketsLink,
  group: event.group,
  status: event.status,
  description: firstLine(event.description),
  price: event.price,
  soldOut: event.soldOut,
  seriesId: event.seriesId,
});

export function showEntry(event: ListedShow, timeZone: string): ShowEntry {
  return {
    id: event._id,
    startDate: event.startDate,
    date: dateText(event.startDate, timeZone),
    time: event.timeText.trim() || (event.timeTBA ? 'Time to be announced' : startTimeText(event.startDate, timeZone)),
    title: event.title,
    venue: event.venue,
    venueLink: event.venueLink,
    location: event.location,
    ticketsLink: event.ticketsLink,
    group: event.group,
    status: event.status ?? 'scheduled',
    summary: firstLine(event.description),
    path: showPath(event, timeZone),
    price: event.price ?? '',
    soldOut: event.soldOut ?? false,
  };
}
