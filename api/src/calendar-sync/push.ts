import type { Event } from '@jazz/contracts';
import type { SiteSettings } from '@jazz/contracts/site';
import { showEnd, timeToBeAnnounced } from '@jazz/contracts/shows';
import { wallClock, zonedInstant } from '@jazz/contracts/time';
import { gigCalendar, gigUid } from '../calendar/gig-event';
import { nowIso } from '../ids';
import { CaldavError, type CaldavClient } from './caldav';
import { clientOf, openAccount, recordOk, recordTrouble, type SyncContext } from './context';
import { fieldsOfText } from './phone-fields';
import type { PushedFields } from './repository';

/** Shows that ended this long ago are history his calendar already has. */
export const PUSH_HISTORY_MS = 30 * 24 * 3600_000;
/** The first retry waits this long, each next one twice as long, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3600_000;

export const retryDelay = (attempts: number) => Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts, 12));

/** What a show's entry says of the fields his phone may change. */
export function fieldsOfShow(event: Event, settings: SiteSettings): PushedFields {
  const zone = settings.timeZone;
  const tba = timeToBeAnnounced(event);
  const wall = wallClock(Date.parse(event.startDate), zone);
  return {
    // a time to be announced is an all-day entry: the start of its day
    startDate: new Date(
      tba ? zonedInstant(zone, wall.year, wall.month, wall.day) : Date.parse(event.startDate),
    ).toISOString(),
    endDate: tba ? '' : new Date(showEnd(event, zone, settings.showMinutes)).toISOString(),
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}

export const sameFields = (a: PushedFields, b: PushedFields) =>
  a.startDate === b.startDate && a.endDate === b.endDate && a.status === b.status;

/** Whether a show is pushed at all: from 30 days ago on. */
export const inScope = (event: Event, settings: SiteSettings, now: number) =>
  Date.parse(showEnd(event, settings.timeZone, settings.showMinutes)) >= now - PUSH_HISTORY_MS;

/**
 * The push (docs/calendar-sync.md, "Push"): each queued show written to his gigs calendar,
 * created with If-None-Match: *, replaced with If-Match, deleted when the show is; a 412 reads
 * his version again and decides (ours unchanged there: written again; changed on his phone:
 * kept for him to accept or revert). A server that fails leaves the show queued, retried later.
 */
export function createPush(ctx: SyncContext) {
  const { repo } = ctx;

  /** A 412 or a 404: what his calendar has now, as a change of his when it is one. */
  async function theirsDiffer(client: CaldavClient, eventId: string, href: string, ours: PushedFields | undefined) {
    const theirs = await client.read(href);
    if (!theirs) {
      if (ours) repo.saveChange({ eventId, kind: 'deleted', theirs: null, etag: '' }, nowIso());
      return { differs: ours !== undefined, etag: '' };
    }
    const fields = fieldsOfText(theirs.data ?? '', ctx.settings().timeZone);
    // nothing of ours there yet (our create's answer was lost), or his copy says what we wrote
    if (!ours || (fields && sameFields(fields, ours))) return { differs: false, etag: theirs.etag };
    repo.saveChange({ eventId, kind: 'changed', theirs: fields ?? {}, etag: theirs.etag }, nowIso());
    return { differs: true, etag: theirs.etag };
  }

  async function pushOne(client: CaldavClient, gigsCalendar: string, eventId: string): Promise<void> {
    const settings = ctx.settings();
    const event = ctx.events.find(eventId);
    const pushed = repo.pushed(eventId);
    // held while his edit waits for him: accept or revert queues it again
    if (repo.change(eventId)) return;
    if (!event) {
      if (!pushed) return;
      let status = await client.remove(pushed.href, pushed.etag);
      if (status === 412) status = await client.remove(pushed.href, '');
      if (status >= 300 && status !== 404 && status !== 410)
        throw new CaldavError('error', `DELETE answered ${status}.`, status);
      repo.forgetPushed(eventId);
      return;
    }
    // his deletion accepted: the cancelled show stays off his phone, until it goes ahead again
    if (pushed?.dropped && event.status === 'cancelled') return;
    const live = pushed?.dropped ? undefined : pushed;
    if (!live && !inScope(event, settings, ctx.now())) return;
    const href = live?.href ?? new URL(`${encodeURIComponent(gigUid(eventId, settings))}.ics`, gigsCalendar).toString();
    const fields = fieldsOfShow(event, settings);
    const text = gigCalendar(event, settings);
    let answer = await client.put(href, text, live?.etag ?? '');
    if (answer.status === 412 || (answer.status === 404 && live)) {
      const theirs = await theirsDiffer(client, eventId, href, live?.pushed);
      if (theirs.differs) return;
      answer = await client.put(href, text, theirs.etag);
    }
    if (answer.status >= 300) throw new CaldavError('error', `PUT answered ${answer.status}.`, answer.status);
    const etag = answer.etag || (await client.read(href))?.etag || '';
    repo.savePushed({ eventId, href, etag, pushed: fields, dropped: false }, nowIso());
  }

  /**
   * Pushes the shows due (all of them with `all`, whatever their backoff). A server that does
   * not answer or refuses the password stops the round: every due show waits for the next.
   */
  async function pushDue(all = false): Promise<void> {
    const account = openAccount(ctx);
    if (!account?.gigsCalendar) return;
    if (all) repo.allDueNow();
    const due = repo.due(ctx.now());
    if (due.length === 0) return;
    const client = clientOf(account);
    for (const [index, item] of due.entries()) {
      try {
        await pushOne(client, account.gigsCalendar, item.eventId);
        repo.dequeue(item.eventId);
        repo.stampPush(nowIso());
        recordOk(ctx);
      } catch (error) {
        const state = recordTrouble(ctx, error);
        const message = error instanceof Error ? error.message : String(error);
        const rest = state === 'error' ? [item] : due.slice(index);
        for (const waiting of rest)
          repo.retryLater(waiting.eventId, ctx.now() + retryDelay(waiting.attempts), message.slice(0, 500));
        if (state !== 'error') return;
      }
    }
  }

  /** Queues every show from 30 days ago on (a new gigs calendar, or the first connection). */
  function queueAll(): void {
    const from = new Date(ctx.now() - PUSH_HISTORY_MS - 3 * 24 * 3600_000).toISOString();
    const shows = ctx.events.overlapping(from, '9999', 0);
    repo.enqueue(
      shows.map((show) => show._id),
      ctx.now(),
    );
  }

  return { pushDue, queueAll };
}
