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
 * The calendar account (docs/calendar-sync.md): shown without its password, checked with the
 * server before it is saved, its calendars listed, forgotten. `pullDone` is the pull under way:
 * it read the old account, so it ends before the account changes.
 */
export function createCalendarAccount(
  ctx: SyncContext,
  queueAllPushes: () => void,
  pullDone: () => Promise<void> | undefined,
) {
  const { repo } = ctx;
  const account = {
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
      await pullDone();
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
        if (data.gigsCalendar && (!sameAccount || stored?.gigsCalendar !== data.gigsCalendar)) queueAllPushes();
        // calendars no longer chosen block nothing from now on, not from the next pull
        repo.keepOnlySources(data.busyCalendars);
      });
      return account.view();
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
      await pullDone();
      repo.forgetAll();
      return { configured: false };
    },
  };
  return account;
}
