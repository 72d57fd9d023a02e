import type { CalendarSyncState } from '@jazz/contracts';
import type { SiteSettings } from '@jazz/contracts/site';
import type { Event } from '@jazz/contracts';
import type { Logger } from '../http/logger';
import type { Secrets } from '../secrets/secrets';
import { caldavClient, CaldavError, type CaldavClient } from './caldav';
import type { CalendarSyncRepository, StoredAccount } from './repository';

/** What every part of the calendar sync is built from (service.ts assembles it once). */
export interface SyncContext {
  repo: CalendarSyncRepository;
  secrets: Secrets;
  /** The shows: read, and written through the normal update (a phone edit accepted). */
  events: {
    find(id: string): Event | undefined;
    update(id: string, body: unknown): Event;
    /** The shows overlapping [from, to) (ISO), private ones included. */
    overlapping(from: string, to: string, lengthMs: number): Event[];
  };
  /** The site's zone, address, name and show length, as the calendar writer needs them. */
  settings: () => SiteSettings;
  /** How far ahead lessons are booked (weeks): busy time is read that far. */
  horizonWeeks: () => number;
  logger: Logger;
  now: () => number;
}

/** The account with its password opened, or undefined when not connected (or the key is gone). */
export function openAccount(ctx: SyncContext): (StoredAccount & { password: string }) | undefined {
  const account = ctx.repo.account();
  if (!account) return undefined;
  const password = ctx.secrets.open('calendar-password', account.passwordSealed);
  if (password === undefined) return undefined;
  return { ...account, password };
}

/** A client for the stored account. */
export function clientOf(account: StoredAccount & { password: string }): CaldavClient {
  return caldavClient({ serverUrl: account.serverUrl, username: account.username, password: account.password });
}

/** The state in words, as the Calendar screen shows it. */
const WORDS: Record<Exclude<CalendarSyncState, 'ok'>, string> = {
  auth: 'The calendar server refused the password. Make a new app password and enter it again.',
  unreachable: 'The calendar server is not answering. The site keeps every change and tries again.',
  error: 'The calendar server answered with an error.',
};

/**
 * Records how a talk with the server went: ok, or the trouble in words (never the password:
 * CaldavError messages name statuses and methods only). Anything else is logged and rethrown.
 */
export function recordTrouble(ctx: SyncContext, error: unknown): CalendarSyncState {
  if (!(error instanceof CaldavError)) {
    ctx.repo.setState('error', WORDS.error);
    ctx.logger.error('calendar sync failed', error);
    return 'error';
  }
  const state: CalendarSyncState =
    error.trouble === 'auth' ? 'auth' : error.trouble === 'unreachable' ? 'unreachable' : 'error';
  ctx.repo.setState(state, state === 'error' ? `${WORDS.error} ${error.message}` : WORDS[state]);
  return state;
}

/** "ok" again after a talk that went through. */
export const recordOk = (ctx: SyncContext) => ctx.repo.setState('ok', '');

/** Waits a turn of the event loop (long work yields, as the imports do). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
