import type { CalendarSyncState } from '@jazz/contracts';
import { jsonColumn, type Db } from '../db';
import { createBusyRecords } from './busy-records';
import { createPushRecords } from './push-records';
import { CALENDAR_SYNC_TABLES } from './records';

export type { BusyTime, Pushed, PushedFields, QueuedPush, StoredChange } from './records';

/** The account as stored: the password still sealed. */
export interface StoredAccount {
  serverUrl: string;
  username: string;
  passwordSealed: string;
  gigsCalendar: string;
  busyCalendars: string[];
  allDayBlocks: boolean;
  bufferMinutes: number;
  state: CalendarSyncState;
  message: string;
  lastPush: string | null;
  lastPull: string | null;
}

interface AccountRow {
  server_url: string;
  username: string;
  password_sealed: string;
  gigs_calendar: string;
  busy_calendars: string;
  all_day_blocks: number;
  buffer_minutes: number;
  state: CalendarSyncState;
  message: string;
  last_push: string | null;
  last_pull: string | null;
}

const toAccount = (row: AccountRow): StoredAccount => ({
  serverUrl: row.server_url,
  username: row.username,
  passwordSealed: row.password_sealed,
  gigsCalendar: row.gigs_calendar,
  busyCalendars: jsonColumn<string[]>(row.busy_calendars),
  allDayBlocks: row.all_day_blocks === 1,
  bufferMinutes: row.buffer_minutes,
  state: row.state,
  message: row.message,
  lastPush: row.last_push,
  lastPull: row.last_pull,
});

/** The calendar sync's SQL: the account, what was pushed, the queue, his edits, his busy time. */
export function createCalendarSyncRepository(db: Db) {
  const account = db.prepare<[], AccountRow>('SELECT * FROM calendar_account WHERE id = 1');
  const saveAccount = db.prepare(
    `INSERT INTO calendar_account (id, server_url, username, password_sealed, gigs_calendar, busy_calendars,
       all_day_blocks, buffer_minutes, state, message, updated_at)
     VALUES (1, @serverUrl, @username, @passwordSealed, @gigsCalendar, @busyCalendars, @allDayBlocks, @bufferMinutes, 'ok', '', @now)
     ON CONFLICT(id) DO UPDATE SET server_url = excluded.server_url, username = excluded.username,
       password_sealed = excluded.password_sealed, gigs_calendar = excluded.gigs_calendar,
       busy_calendars = excluded.busy_calendars, all_day_blocks = excluded.all_day_blocks,
       buffer_minutes = excluded.buffer_minutes, state = 'ok', message = '', updated_at = excluded.updated_at`,
  );
  const setState = db.prepare<[CalendarSyncState, string]>(
    'UPDATE calendar_account SET state = ?, message = ? WHERE id = 1',
  );
  const stampPush = db.prepare<[string]>('UPDATE calendar_account SET last_push = ? WHERE id = 1');
  const stampPull = db.prepare<[string]>('UPDATE calendar_account SET last_pull = ? WHERE id = 1');

  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    account: (): StoredAccount | undefined => {
      const row = account.get();
      return row ? toAccount(row) : undefined;
    },
    saveAccount(value: Omit<StoredAccount, 'state' | 'message' | 'lastPush' | 'lastPull'>, now: string) {
      saveAccount.run({
        ...value,
        busyCalendars: JSON.stringify(value.busyCalendars),
        allDayBlocks: value.allDayBlocks ? 1 : 0,
        now,
      });
    },
    setState: (state: CalendarSyncState, message: string) => void setState.run(state, message),
    stampPush: (at: string) => void stampPush.run(at),
    stampPull: (at: string) => void stampPull.run(at),
    /** Disconnects: the account and everything it read or pushed. */
    forgetAll() {
      db.transaction(() => {
        for (const table of CALENDAR_SYNC_TABLES) db.prepare(`DELETE FROM ${table}`).run();
      })();
    },
    /** Another calendar for the gigs: what was pushed to the old one is not known there. */
    forgetPushes() {
      db.prepare('DELETE FROM calendar_pushed').run();
      db.prepare('DELETE FROM calendar_changes').run();
    },

    ...createPushRecords(db),
    ...createBusyRecords(db),
  };
}

export type CalendarSyncRepository = ReturnType<typeof createCalendarSyncRepository>;
