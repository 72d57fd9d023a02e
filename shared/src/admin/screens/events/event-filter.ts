import type { Event } from '../../../contracts';
import { splitShows } from '../../../shows/rules';

/** Which events the admin list shows; the address carries it as ?when=past or ?when=all. */
export type EventsView = 'upcoming' | 'past' | 'all';

export const EVENTS_VIEWS: readonly { value: EventsView; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/** The view an address asks for; anything else is the default, upcoming (as on /shows). */
export function eventsViewOf(when: string | null): EventsView {
  return when === 'past' || when === 'all' ? when : 'upcoming';
}

/** Lower case without accents, so "cafe" finds "Café" and "BLUE" finds "Blue Note". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Every word of the query appears in the title, band, venue or location. */
export function matchesSearch(event: Pick<Event, 'title' | 'group' | 'venue' | 'location'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold([event.title, event.group, event.venue, event.location].join('\n'));
  return words.every((word) => text.includes(word));
}

/**
 * The rows of the admin events list, in the public lists' orders (the show rules' cutoff and
 * sorting): upcoming soonest first, past newest first, and All as the upcoming then the past.
 */
export function eventsShown<T extends Event>(
  events: readonly T[],
  { view, query, now, timeZone }: { view: EventsView; query: string; now: number; timeZone: string },
): T[] {
  const { upcoming, past } = splitShows(events, now, timeZone);
  const listed = view === 'upcoming' ? upcoming : view === 'past' ? past : [...upcoming, ...past];
  return listed.filter((event) => matchesSearch(event, query));
}
