import './zod-setup';
import { z } from 'zod';

/**
 * His calendar, both ways (docs/calendar-sync.md): the CalDAV account the site pushes his shows
 * to and reads his busy time from. One owner, one account: no comparator.
 */

export const CALENDAR_SYNC_STATES = ['ok', 'auth', 'unreachable', 'error'] as const;
export type CalendarSyncState = (typeof CALENDAR_SYNC_STATES)[number];

export const CALENDAR_SYNC_MESSAGES = {
  serverUrl: 'Give the address of the CalDAV server, starting with https://.',
  serverUrlPlain:
    'Use its https:// address: over http:// your password would cross the network unencrypted (http:// is only for a server on this same computer).',
  serverNotCaldav: 'That address does not answer as a CalDAV server. Check it against the help below.',
  serverUnreachable: 'The server did not answer. Check the address and try again.',
  username: 'Give the user name (often your e-mail address).',
  password: 'Give the app password made for this site.',
  passwordRefused: 'The server refused this user name and password. Make a new app password and paste it here.',
  gigsCalendar: 'Choose one of the account’s calendars for the shows.',
  busyCalendars: 'Choose calendars of the account (at most 20).',
  allDayBlocks: 'All-day entries block lessons: yes or no.',
  bufferMinutes: 'A whole number of minutes, 0 to 240.',
} as const;

/** The site's own machine: the one place an http:// address keeps the password off the network. */
function onThisMachine(address: string): boolean {
  try {
    const host = new URL(address).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
  } catch {
    return false;
  }
}

const url = z
  .string({ error: CALENDAR_SYNC_MESSAGES.serverUrl })
  .trim()
  .max(500, { error: CALENDAR_SYNC_MESSAGES.serverUrl })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { error: CALENDAR_SYNC_MESSAGES.serverUrl })
  // the app password goes with every request (HTTP Basic): never in clear across a network
  .refine((value) => !/^http:/i.test(value) || onThisMachine(value), { error: CALENDAR_SYNC_MESSAGES.serverUrlPlain });

/** `PUT /api/calendar-sync/update`: the account, checked against the server before it is saved. */
export const calendarSyncUpdateSchema = z.object({
  serverUrl: url,
  username: z
    .string({ error: CALENDAR_SYNC_MESSAGES.username })
    .trim()
    .min(1, { error: CALENDAR_SYNC_MESSAGES.username })
    .max(300, { error: CALENDAR_SYNC_MESSAGES.username }),
  /** Optional when unchanged: the stored one is used. */
  password: z
    .string({ error: CALENDAR_SYNC_MESSAGES.password })
    .max(1000, { error: CALENDAR_SYNC_MESSAGES.password })
    .optional(),
  /** The calendar his shows go to ('' for none yet). */
  gigsCalendar: z.string({ error: CALENDAR_SYNC_MESSAGES.gigsCalendar }).trim().max(1000).default(''),
  busyCalendars: z
    .array(z.string({ error: CALENDAR_SYNC_MESSAGES.busyCalendars }).trim().min(1).max(1000), {
      error: CALENDAR_SYNC_MESSAGES.busyCalendars,
    })
    .max(20, { error: CALENDAR_SYNC_MESSAGES.busyCalendars })
    .default([]),
  allDayBlocks: z.boolean({ error: CALENDAR_SYNC_MESSAGES.allDayBlocks }).default(false),
  bufferMinutes: z
    .number({ error: CALENDAR_SYNC_MESSAGES.bufferMinutes })
    .int({ error: CALENDAR_SYNC_MESSAGES.bufferMinutes })
    .min(0, { error: CALENDAR_SYNC_MESSAGES.bufferMinutes })
    .max(240, { error: CALENDAR_SYNC_MESSAGES.bufferMinutes })
    .default(0),
});
export type CalendarSyncUpdate = z.output<typeof calendarSyncUpdateSchema>;
export type CalendarSyncInput = z.input<typeof calendarSyncUpdateSchema>;

/** `GET /api/calendar-sync`: never the password. */
export const calendarSyncSchema = z.object({
  configured: z.boolean(),
  serverUrl: z.string(),
  username: z.string(),
  gigsCalendar: z.string(),
  busyCalendars: z.array(z.string()),
  allDayBlocks: z.boolean(),
  bufferMinutes: z.number().int(),
  state: z.enum(CALENDAR_SYNC_STATES),
  message: z.string(),
  /** ISO instants of the last push and pull that went through, or null. */
  lastPush: z.string().nullable(),
  lastPull: z.string().nullable(),
});
export type CalendarSync = z.output<typeof calendarSyncSchema>;

/** `GET /api/calendar-sync/calendars`: the account's calendars. */
export const calendarListSchema = z.array(z.object({ url: z.string(), displayName: z.string() }));
export type CalendarListing = z.output<typeof calendarListSchema>;

/** The fields of a pushed show his phone may change: what `accept` writes back. */
export const PHONE_FIELDS = ['startDate', 'endDate', 'status'] as const;
export type PhoneField = (typeof PHONE_FIELDS)[number];

/** `GET /api/calendar-sync/changes`: a pushed show changed or deleted on his phone, waiting for him. */
export const calendarChangeSchema = z.object({
  eventId: z.string(),
  kind: z.enum(['changed', 'deleted']),
  fields: z.record(z.string(), z.object({ ours: z.string(), theirs: z.string() })),
});
export type CalendarChange = z.output<typeof calendarChangeSchema>;

/** The screen's presets: where each provider's CalDAV lives and where its app passwords are made. */
export const CALENDAR_PRESETS = [
  {
    key: 'icloud',
    name: 'iCloud',
    serverUrl: 'https://caldav.icloud.com/',
    help: 'Use your Apple Account e-mail. Make an app-specific password at account.apple.com → Sign-In and Security → App-Specific Passwords.',
  },
  {
    key: 'fastmail',
    name: 'Fastmail',
    serverUrl: 'https://caldav.fastmail.com/',
    help: 'Use your Fastmail address. Make an app password at Settings → Privacy & Security → Manage app passwords, with access to CalDAV.',
  },
  {
    key: 'nextcloud',
    name: 'Nextcloud',
    serverUrl: 'https://YOUR-SERVER/remote.php/dav/',
    help: 'Put your Nextcloud address in place of YOUR-SERVER. Make an app password at Settings → Security → Devices & sessions.',
  },
  {
    key: 'other',
    name: 'Any other address',
    serverUrl: '',
    help: 'The CalDAV address your provider gives (it often ends in /dav/ or /caldav/). Use an app password where the provider offers one.',
  },
] as const;
