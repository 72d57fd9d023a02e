import {
  CALENDAR_SYNC_MESSAGES,
  calendarSyncUpdateSchema,
  type CalendarListing,
  type CalendarSync,
} from '@jazz/contracts';
import { badRequest, HttpError, validate } from '../http/errors';
import { nowIso } from '../ids';
import { caldavClient, CaldavError } from './caldav';
import { clientOf, openAccount, recordTrouble, type SyncContext } from './context';
import { createPhoneEdits } from './phone-edits';
import { createPull } from './pull';
import { createPush } from './push';

export type { SyncContext } from './context';

/** How long a booking waits for a fresh pull before it goes on with the busy time it has. */
const FRESHEN_WAIT_MS = 5000;
/** A pull younger than this is fresh enough for a screen that opens. */
const FRESH_MS = 60_000;

const NOT_CONNECTED: CalendarSync = {
  configured: false,
  serverUrl: '',
  username: '',
  gigsCalendar: '',
  busyCalendars: [],
  allDayBlocks: false,
  bufferMinutes: 0,
  state: 'ok',
  message: '',
  lastPush: null,
  lastPull: null,
};

/** A CaldavError of the account check as the 400 of its field (PRODUCT.md: `{ password }`, `{ serverUrl }`). */
function refusal(error: unknown): HttpError {
  if (!(error instanceof CaldavError)) throw error;
  if (error.trouble === 'auth') return badRequest({ password: CALENDAR_SYNC_MESSAGES.passwordRefused });
  if (error.trouble === 'unreachable') return badRequest({ serverUrl: CALENDAR_SYNC_MESSAGES.serverUnreachable });
  return badRequest({ serverUrl: CALENDAR_SYNC_MESSAGES.serverNotCaldav });
}

/**
 * His calendar, both ways (docs/calendar-sync.md): the account, the push of his shows through
 * the stored queue, the pull of his busy time, his phone's edits waiting for him.
 */
export function createCalendarSyncService(ctx: SyncContext) {
  const { repo } = ctx;
  const push = createPush(ctx);
  const { pull } = createPull(ctx);
  const edits = createPhoneEdits(ctx, (eventId) => repo.enqueue([eventId], ctx.now()));
  let pulling: Promise<void> | undefined;

  /** One pull at a time: a second caller waits for the one under way. */
  const pullOnce = (): Promise<void> =>
    (pulling ??= pull().finally(() => {
      pulling = undefined;
    }));
  /** A pull that starts after the one under way (the account changed meanwhile, or the owner asked). */
  const freshPull = async (): Promise<void> => {
    await pulling;
    await pullOnce();
  };

  return {
    view(): CalendarSync {
      const account = repo.account();
      if (!account) return NOT_CONNECTED;
      const { passwordSealed: _sealed, ...shown } = account;
      return { configured: true, ...shown };
    },

    /** Checks the account with the server, then saves it (the password sealed). */
    async update(body: unknown): Promise<CalendarSync> {
      const data = validate(calendarSyncUpdateSchema, body);
      const stored = repo.account();
      const sameAccount = stored?.serverUrl === data.serverUrl && stored.username === data.username;
      const password =
        data.password || (sameAccount && stored ? ctx.secrets.open('calendar-password', stored.passwordSealed) : '');
      if (!password) throw badRequest({ password: CALENDAR_SYNC_MESSAGES.password });
      const client = caldavClient({ serverUrl: data.serverUrl, username: data.username, password });
      let calendars: CalendarListing;
      try {
        calendars = await client.calendars();
      } catch (error) {
        throw refusal(error);
      }
      const urls = new Set(calendars.map((c) => c.url));
      if (data.gigsCalendar && !urls.has(data.gigsCalendar))
        throw badRequest({ gigsCalendar: CALENDAR_SYNC_MESSAGES.gigsCalendar });
      if (data.busyCalendars.some((url) => !urls.has(url)))
        throw badRequest({ busyCalendars: CALENDAR_SYNC_MESSAGES.busyCalendars });
      // a pull under way read the old account: it ends before the new one is saved
      await pulling;
      repo.transaction(() => {
        // another account or gigs calendar: what was pushed to the old one is not there
        if (!sameAccount || stored?.gigsCalendar !== data.gigsCalendar) repo.forgetPushes();
        repo.saveAccount(
          {
            ...data,
            busyCalendars: [...new Set(data.busyCalendars)],
            passwordSealed: ctx.secrets.seal('calendar-password', password),
          },
          nowIso(),
        );
        if (data.gigsCalendar && (!sameAccount || stored?.gigsCalendar !== data.gigsCalendar)) push.queueAll();
        // calendars no longer chosen block nothing from now on, not from the next pull
        repo.keepOnlySources(data.busyCalendars);
      });
      return this.view();
    },

    /** The account's calendars (url, displayName). */
    async calendars(): Promise<CalendarListing> {
      const account = openAccount(ctx);
      if (!account) throw badRequest({ serverUrl: 'Connect a calendar account first.' });
      try {
        return await clientOf(account).calendars();
      } catch (error) {
        recordTrouble(ctx, error);
        throw refusal(error);
      }
    },

    async disconnect(): Promise<{ configured: false }> {
      await pulling;
      repo.forgetAll();
      return { configured: false };
    },

    /** Every waiting push at once (whatever its backoff), then a pull. */
    async run(): Promise<CalendarSync> {
      await push.pushDue(true);
      await freshPull();
      return this.view();
    },

    /** The timer's look: pushes due, and a pull when `pullToo`. */
    async tick(pullToo: boolean): Promise<void> {
      await push.pushDue();
      if (pullToo) await pullOnce();
    },

    pull: pullOnce,

    /**
     * Busy time read again before a lesson is booked or moved: waits for the pull at most a few
     * seconds (a slow server never holds a booking: the busy time kept is used then).
     */
    async freshen(): Promise<void> {
      const account = repo.account();
      if (!account || account.busyCalendars.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FRESHEN_WAIT_MS);
        timer.unref();
      });
      await Promise.race([pullOnce(), waited]);
      clearTimeout(timer);
    },

    /** A screen opened: a pull in the background when the last is older than a minute. */
    freshenSoon(): void {
      const account = repo.account();
      if (!account || account.busyCalendars.length === 0) return;
      if (account.lastPull && Date.parse(account.lastPull) > ctx.now() - FRESH_MS) return;
      pullOnce().catch((error: unknown) => ctx.logger.error('calendar pull failed', error));
    },

    /** When the queue next has a push due (ms), or null. */
    nextPushAt: (): number | null => repo.nextDue(),
    waiting: () => repo.waiting(),
    configured: () => repo.account() !== undefined,

    changes: () => edits.list(),
    accept: (eventId: string) => edits.accept(eventId),
    revert: (eventId: string) => edits.revert(eventId),
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
