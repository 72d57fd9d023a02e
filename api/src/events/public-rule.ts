import type { Event } from '@jazz/contracts';

/**
 * What the public sees of the shows (docs/shows.md, "Private shows"): no private show, and no
 * show's private notes nor who of People its players are. Every public read (pages, feeds, sitemap, JSON-LD, the anonymous
 * GET /api/events, follow mails, the press kit, the GigPress and Bandsintown exports) goes
 * through `publicOnly` / `publicShow`; the admin and the desktop read every show.
 */

/** The SQL form of the rule, for a query over `events e`. */
export const PUBLIC_ONLY_SQL = 'e.private = 0';

/** Whether the public may see this show. */
export const isPublicShow = (event: Pick<Event, 'private'>): boolean => event.private !== true;

/**
 * The show as the public reads it: without the admin's private notes, and its lineup without the
 * people the players are (docs/money.md: a lineup's personId is answered to admins only).
 */
export function publicShow(event: Event): Event {
  const { privateNotes: _notes, ...shown } = event;
  if (!shown.lineup?.some((entry) => entry.personId)) return shown;
  return { ...shown, lineup: shown.lineup.map(({ name, instrument }) => ({ name, instrument })) };
}

/** The public shows of a list, each without its private notes. */
export const publicOnly = (events: readonly Event[]): Event[] => events.filter(isPublicShow).map(publicShow);
