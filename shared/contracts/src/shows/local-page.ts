import type { Event } from '../event';
import { dayStart } from '../time';
import { splitShows } from './rules';

/** Which part of the list: 'all' is the upcoming then the past. */
type ListView = 'upcoming' | 'past' | 'all';

/** Lower case without accents, so "cafe" finds "Café" and "BLUE" finds "Blue Note". */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Every word of the query appears in the title, band, venue or location. */
export function matchesSearch(event: Pick<Event, 'title' | 'group' | 'venue' | 'location'>, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldText([event.title, event.group, event.venue, event.location].join('\n'));
  return words.every((word) => text.includes(word));
}

/**
 * The rows of the admin events list, in the public lists' orders (the show rules' cutoff and
 * sorting): upcoming soonest first, past newest first, and All as the upcoming then the past.
 */
export function eventsShown<T extends Event>(
  events: readonly T[],
  { view, query, now, timeZone }: { view: ListView; query: string; now: number; timeZone: string },
): T[] {
  const { upcoming, past } = splitShows(events, now, timeZone);
  const listed = view === 'upcoming' ? upcoming : view === 'past' ? past : [...upcoming, ...past];
  return listed.filter((event) => matchesSearch(event, query));
}

/** The parameters of a page of shows, as GET /api/events takes them (the api client's EventsPageQuery). */
export interface LocalPageQuery {
  from?: string | undefined;
  to?: string | undefined;
  group?: string | undefined;
  when?: 'upcoming' | 'past' | undefined;
  q?: string | undefined;
  status?: string | undefined;
  limit?: number | undefined;
  after?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `from`/`to` day (the whole day in the zone) or instant as ms; `to` is the first moment after. */
function boundOf(text: string, edge: 'from' | 'to', timeZone: string): number {
  if (!DAY.test(text)) return Date.parse(text) + (edge === 'to' ? 1 : 0);
  return dayStart(timeZone, text, edge === 'to' ? 1 : 0);
}

/**
 * A page of shows read from a copy kept on the machine (the desktop's, offline or synced), with
 * the server's rules: the same filters and order; the cursor is the position in the result.
 */
export function localEventsPage<T extends Event>(
  events: readonly T[],
  query: LocalPageQuery,
  { now, timeZone }: { now: number; timeZone: string },
): { items: T[]; next: string | null } {
  const from = query.from ? boundOf(query.from, 'from', timeZone) : -Infinity;
  const to = query.to ? boundOf(query.to, 'to', timeZone) : Infinity;
  const group = query.group?.trim().toLocaleLowerCase();
  const narrowed = events.filter((event) => {
    const start = Date.parse(event.startDate);
    if (start < from || start >= to) return false;
    if (group && event.group.trim().toLocaleLowerCase() !== group) return false;
    if (query.status && event.status !== query.status) return false;
    return true;
  });
  const rows = eventsShown(narrowed, { view: query.when ?? 'all', query: query.q ?? '', now, timeZone });
  const offset = Math.max(0, Number(query.after) || 0);
  const limit = query.limit ?? 100;
  const items = rows.slice(offset, offset + limit);
  return { items, next: offset + limit < rows.length ? String(offset + limit) : null };
}
