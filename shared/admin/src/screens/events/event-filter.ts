// the search and the lists' order live with the show rules, so the desktop's offline pages use them too
export { eventsShown, localEventsPage, matchesSearch, type LocalPageQuery } from '@jazz/contracts/shows/local-page';

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
