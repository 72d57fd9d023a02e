import type { EventData } from '@jazz/contracts';
import type { Hold } from './holds';
import { fieldsOf, kindOf, type OutboxEntry } from './outbox-types';

const eventName = (data: Pick<Partial<EventData>, 'title' | 'group' | 'venue'> | undefined) => {
  if (!data) return 'an event';
  const name = data.title || data.group || 'Untitled event';
  return data.venue ? `“${name}” at ${data.venue}` : `“${name}”`;
};

/** ", May 3, 2031 8:00 PM": a show's start after its name, '' without one. */
const startOf = (data: Partial<EventData> | undefined, date: (iso: string) => string) =>
  data?.startDate ? `, ${date(data.startDate)}` : '';

/**
 * One pending change in the musician's words ("New event “Train gig” at Radio Bean"), for the
 * list of what waits to be sent. `date` formats an event's start (in the site's time zone).
 */
export function describeEntry(entry: OutboxEntry, date: (iso: string) => string): string {
  const when = (data: Partial<EventData> | undefined) => startOf(data, date);
  switch (entry.op) {
    case 'event.create':
      return `New event ${eventName(entry.data)}${when(entry.data)}`;
    case 'event.update':
      return `Changes to the event ${eventName(entry.data)}${when(entry.data)}`;
    case 'event.delete':
      return entry.was ? `Deletion of the event ${eventName(entry.was)}${when(entry.was)}` : 'Deletion of an event';
    case 'photo.create':
      return `New photo “${entry.data.title}”`;
    case 'photo.update':
      return `Changes to the photo “${entry.data.title}”`;
    case 'photo.delete':
      return entry.was ? `Deletion of the photo “${entry.was.title}”` : 'Deletion of a photo';
    case 'photo.order':
      return 'New order of the photos';
    case 'page.update':
      return `Changes to the page “${PAGE_TITLES[entry.id] ?? entry.id}”`;
    case 'press.photo':
      return `New press photo “${entry.data.title}”`;
    case 'press.update':
      return entry.id === 'site' ? 'Changes to the press kit' : 'Changes to a band’s press kit';
    case 'press.photoUpdate':
      return `Changes to the press photo “${entry.data.title}”`;
    case 'press.photoDelete':
      return entry.was ? `Deletion of the press photo “${entry.was.title}”` : 'Deletion of a press photo';
    case 'press.photoOrder':
      return 'New order of the press photos';
    case 'venue.create':
      return `New venue “${entry.data.name}”`;
    case 'tune.create':
      return `New tune “${entry.data.title}”`;
    case 'venue.update':
      return `Changes to the venue “${entry.data.name}”`;
    case 'series.create':
      return `New residency ${eventName(entry.data)}`;
    case 'series.update':
      return `Changes to the residency ${eventName(entry.data)}`;
    case 'person.create':
      return `New person “${entry.data.name}”`;
    case 'person.update':
      return `Changes to the person “${entry.data.name}”`;
    case 'money.update':
      return entry.show ? `Money of the event ${eventName(entry.show)}${when(entry.show)}` : 'Money of an event';
    case 'group.create':
    case 'group.update': {
      const photos = Object.keys(entry.data.images ?? {}).length;
      const withPhotos = photos ? ` with ${photos} ${photos === 1 ? 'photo' : 'photos'}` : '';
      return `${entry.op === 'group.create' ? 'New band' : 'Changes to the band'} “${entry.data.name}”${withPhotos}`;
    }
  }
}

/**
 * The record a change is about, by name, for a conflict's heading: a show by its title (or band),
 * venue and start ("“Train gig” at Radio Bean, May 3, 2031 8:00 PM"), anything else by its name
 * or title; '' when the change carries none (an order of photos).
 */
export function recordName(entry: OutboxEntry, date: (iso: string) => string): string {
  const when = (data: Partial<EventData> | undefined) => startOf(data, date);
  switch (entry.op) {
    case 'event.create':
    case 'event.update':
      return `${eventName(entry.data)}${when(entry.data)}`;
    case 'event.delete':
      return entry.was ? `${eventName(entry.was)}${when(entry.was)}` : '';
    case 'series.create':
    case 'series.update':
      return eventName(entry.data);
    case 'page.update':
      return `“${PAGE_TITLES[entry.id] ?? entry.id}”`;
    case 'money.update':
      // the money of a show: the show it belongs to
      return entry.show ? `${eventName(entry.show)}${when(entry.show)}` : '';
    default: {
      const { name, title } = fieldsOf(entry);
      const label = typeof name === 'string' && name ? name : typeof title === 'string' && title ? title : '';
      return label ? `“${label}”` : '';
    }
  }
}

/** What a change is about, in words: 'event', 'band', 'photo order'... */
export const noun = (entry: OutboxEntry) =>
  entry.op === 'photo.order'
    ? 'photo order'
    : entry.op === 'press.photoOrder'
      ? 'press photo order'
      : entry.op.startsWith('press.photo')
        ? 'press photo'
        : {
            event: 'event',
            group: 'band',
            page: 'page',
            photo: 'photo',
            press: 'press kit',
            venue: 'venue',
            tune: 'tune',
            series: 'residency',
            person: 'person',
            money: 'show’s money',
          }[kindOf(entry)];

/** The pages as the Edit Pages screen names them. */
const PAGE_TITLES: Record<string, string> = {
  site: 'Site',
  home: 'Home',
  about: 'About',
  lessons: 'Lessons',
  listen: 'Listen',
  video: 'Video',
  bands: 'Bands',
};

/**
 * Where the change stands: waiting, stopped and what to do, or held back by a stopped change
 * (which one, and why), while unrelated changes go out.
 */
export function entryStatus(entry: OutboxEntry, hold?: Hold): string {
  if (entry.status === 'conflict') return 'Conflict: choose a version above';
  if (entry.status === 'rejected') return 'Refused by the server: see above';
  if (hold) {
    const stopped = hold.by.status === 'conflict' ? 'has a conflict to decide' : 'was refused by the server';
    if (hold.why === 'record') return `Waits: an earlier change to this ${noun(entry)} ${stopped} (above)`;
    const { name, title } = fieldsOf(hold.by);
    const label = typeof name === 'string' ? name : typeof title === 'string' ? title : undefined;
    return `Waits: it uses the new ${noun(hold.by)}${label ? ` “${label}”` : ''}, whose creation ${stopped} (above)`;
  }
  return entry.attempts > 0
    ? `Waiting (tried ${entry.attempts} ${entry.attempts === 1 ? 'time' : 'times'})`
    : 'Waiting';
}
