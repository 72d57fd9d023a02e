import type { DigestShow, Event } from '@jazz/contracts';
import { isUpcoming } from '@jazz/contracts/shows';
import type { Config } from '../config';
import type { EventsRepository } from '../events/repository';
import { isPublicShow } from '../events/public-rule';
import { digestMail, digestShow, followsShow } from './digest';
import type { FollowerRow, FollowRepository } from './repository';

export interface PendingDigest {
  lastId: number;
  dueAt: number;
  shows: DigestShow[];
}

const eventStatus = (event: Event) => event.status ?? 'scheduled';

/**
 * A show that has begun (or is over): its start has passed; one whose time is not announced
 * begins with its day's cutoff passing (its start is only its day's first instant).
 */
const started = (event: Event, at: number, timeZone: string) =>
  !isUpcoming(event, at, timeZone) || (!event.timeTBA && Date.parse(event.startDate) <= at);

interface DigestDeps {
  repo: FollowRepository;
  events: EventsRepository;
  config: Config;
  siteName: () => string;
  now: () => number;
  unsubscribeUrl: (follower: FollowerRow) => string;
}

/** The digest waiting to go out, and its mails: one per follower of one of its shows' bands. */
export function createDigests({ repo, events, config, siteName, now, unsubscribeUrl }: DigestDeps) {
  /** The shows waiting for a digest: created or cancelled since the last one, not yet begun. */
  function pendingDigest(): PendingDigest | null {
    const rows = repo.announcements();
    if (rows.length === 0) return null;
    const kinds = new Map<string, Set<string>>();
    for (const row of rows) kinds.set(row.eventId, (kinds.get(row.eventId) ?? new Set()).add(row.kind));
    const shows: (DigestShow & { startDate: string })[] = [];
    for (const [eventId, seen] of kinds) {
      // announced and withdrawn before any mail went out: nobody needs to hear of it
      if (seen.has('created') && seen.has('cancelled')) continue;
      const event = events.get(eventId);
      // a private show is never announced (events/public-shows.ts); nor a show already begun
      // (still "upcoming" until the night is over, it is no news by mail)
      if (!event || !isPublicShow(event) || started(event, now(), config.timezone)) continue;
      const kind = seen.has('cancelled') ? 'cancelled' : 'created';
      if (kind === 'created' && eventStatus(event) === 'cancelled') continue;
      // a series is announced by its first date, and told as the whole series
      const series = kind === 'created' && event.seriesId ? events.seriesSummary(event.seriesId) : undefined;
      shows.push({ ...digestShow(event, kind, config.timezone, config.siteUrl, series), startDate: event.startDate });
    }
    shows.sort((a, b) => a.startDate.localeCompare(b.startDate));
    return {
      lastId: rows.at(-1)!.id,
      dueAt: Math.max(...rows.map((row) => row.changedAt)) + config.announceDelay * 1000,
      shows: shows.map(({ startDate: _, ...show }) => show),
    };
  }

  const mailsFor = (digest: PendingDigest) =>
    repo.followers().flatMap((follower) => {
      const theirs = digest.shows.filter((show) => followsShow(follower.groups, show));
      if (theirs.length === 0) return [];
      return [
        digestMail({
          to: follower.email,
          shows: theirs,
          groups: follower.groups,
          siteName: siteName(),
          siteUrl: config.siteUrl,
          unsubscribeUrl: unsubscribeUrl(follower),
        }),
      ];
    });

  return { pendingDigest, mailsFor };
}
