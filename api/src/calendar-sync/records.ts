/** The calendar sync's records, as the repository answers them (one place: no import circle). */

/** What we last wrote of a show, compared with what his calendar says. */
export type PushedFields = Partial<Record<'startDate' | 'endDate' | 'status', string>>;

export interface Pushed {
  eventId: string;
  href: string;
  etag: string;
  pushed: PushedFields;
  dropped: boolean;
}

export interface QueuedPush {
  eventId: string;
  attempts: number;
  nextAt: number;
}

export interface StoredChange {
  eventId: string;
  kind: 'changed' | 'deleted';
  theirs: PushedFields | null;
  etag: string;
}

/** One occurrence of busy time: its times and kind, nothing of what it is. */
export interface BusyTime {
  start: number;
  end: number;
  allDay: boolean;
  transparent: boolean;
}

/** Every table of the calendar sync (none of them read by a public page). */
export const CALENDAR_SYNC_TABLES = [
  'calendar_account',
  'calendar_pushed',
  'calendar_push_queue',
  'calendar_changes',
  'calendar_sources',
  'calendar_busy_files',
  'calendar_busy',
] as const;
