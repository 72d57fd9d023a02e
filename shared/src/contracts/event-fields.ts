import type { Event, EventData, LineupEntry } from './event';

/**
 * How the conflict views (web dialog, desktop panel) show a field: as text, as an instant in
 * the site's zone, as a list of players, as yes/no, or not at all (venueId: the Venue row
 * already shows the venue's name).
 */
export type ConflictDisplay = 'text' | 'instant' | 'lineup' | 'flag' | 'hidden';

/** What the admin's event form holds: text fields as text, the rest as what they are. */
export type EventValues = {
  [K in keyof EventData]-?: K extends 'lineup' ? LineupEntry[] : K extends 'soldOut' | 'timeTBA' ? boolean : string;
};

interface EventFieldSpec<V> {
  /** The label of the form and of both conflict views. */
  label: string;
  /** The value of a new show's form (and of a record that predates the field). */
  default: V;
  /**
   * Added after docs/product.md: a SPEC client may leave it out; the server then keeps the stored value
   * on update, and compares it only when the comparator carries it.
   */
  optional: boolean;
  conflict: ConflictDisplay;
  /** A column of the CSV export and import (flat text fields only). */
  csv: boolean;
}

/**
 * The one table of the event's fields, in the order of the admin's form. The form's values,
 * both conflict views, Duplicate, the desktop's offline copy, the CSV columns and the server's
 * "optional for SPEC clients" rule read it. A field of eventDataSchema missing here fails the
 * type-check (the `satisfies` below).
 */
export const EVENT_FIELD_TABLE = {
  title: { label: 'Title', default: '', optional: false, conflict: 'text', csv: true },
  group: { label: 'Group', default: '', optional: false, conflict: 'text', csv: true },
  groupLink: { label: 'Group Link', default: '', optional: false, conflict: 'text', csv: true },
  venueId: { label: 'Saved venue', default: '', optional: true, conflict: 'hidden', csv: false },
  venue: { label: 'Venue', default: '', optional: false, conflict: 'text', csv: true },
  venueLink: { label: 'Venue Link', default: '', optional: false, conflict: 'text', csv: true },
  location: { label: 'Location', default: '', optional: false, conflict: 'text', csv: true },
  address: { label: 'Address', default: '', optional: true, conflict: 'text', csv: true },
  lineup: { label: 'Lineup', default: [] as LineupEntry[], optional: true, conflict: 'lineup', csv: false },
  ticketsLink: { label: 'Tickets Link', default: '', optional: false, conflict: 'text', csv: true },
  price: { label: 'Price', default: '', optional: true, conflict: 'text', csv: false },
  soldOut: { label: 'Sold out', default: false, optional: true, conflict: 'flag', csv: false },
  startDate: { label: 'Start Date & Time', default: '', optional: false, conflict: 'instant', csv: true },
  endDate: { label: 'End Date & Time', default: '', optional: true, conflict: 'instant', csv: false },
  timeTBA: { label: 'Time to be announced', default: false, optional: true, conflict: 'flag', csv: false },
  timeText: { label: 'Time Text', default: '', optional: false, conflict: 'text', csv: true },
  status: { label: 'Status', default: 'scheduled', optional: true, conflict: 'text', csv: true },
  description: { label: 'Description', default: '', optional: false, conflict: 'text', csv: true },
} as const satisfies { [K in keyof EventData]-?: EventFieldSpec<EventValues[K]> };

export type EventField = keyof typeof EVENT_FIELD_TABLE;
/** The fields whose `flag` is true in the table: FieldsWhere<'csv'> is the CSV's columns. */
export type FieldsWhere<F extends 'csv' | 'optional'> = {
  [K in EventField]: (typeof EVENT_FIELD_TABLE)[K][F] extends true ? K : never;
}[EventField];

/** Every event field in form order. */
export const EVENT_FIELD_KEYS = Object.keys(EVENT_FIELD_TABLE) as EventField[];

/** A new show's form. */
export const emptyEventValues = (): EventValues =>
  Object.fromEntries(
    EVENT_FIELD_KEYS.map((key) => {
      const value: unknown = EVENT_FIELD_TABLE[key].default;
      return [key, Array.isArray(value) ? [] : value];
    }),
  ) as EventValues;

/** The form's values of a stored event (a field it predates takes its default). */
export function eventValuesOf(event: Partial<Event>): EventValues {
  const values = emptyEventValues() as Record<string, unknown>;
  for (const key of EVENT_FIELD_KEYS) {
    const value = event[key];
    if (value !== undefined) values[key] = Array.isArray(value) ? value.map((entry) => ({ ...entry })) : value;
  }
  return values as EventValues;
}

/**
 * The editable data of a stored event: every field of the table, nothing else. Duplicate sends
 * this (docs/product.md: every field but _id and seriesId, so a duplicate is a one-off show).
 */
export function eventDataOf(event: Event): EventData {
  return eventValuesOf(event) as EventData;
}

/** The rows of a conflict view, in form order. */
export const EVENT_CONFLICT_FIELDS = EVENT_FIELD_KEYS.filter((key) => EVENT_FIELD_TABLE[key].conflict !== 'hidden').map(
  (key) => ({ key, label: EVENT_FIELD_TABLE[key].label, display: EVENT_FIELD_TABLE[key].conflict as ConflictDisplay }),
);

/** A value as a conflict view prints it (`instant` formats an ISO instant in the site's zone). */
export function showEventValue(display: ConflictDisplay, value: unknown, instant: (iso: string) => string): string {
  if (display === 'instant') return value ? instant(String(value)) : '';
  if (display === 'flag') return value ? 'Yes' : 'No';
  if (display === 'lineup')
    return Array.isArray(value)
      ? (value as LineupEntry[]).map((p) => (p.instrument ? `${p.name} (${p.instrument})` : p.name)).join(', ')
      : '';
  return value === undefined || value === null ? '' : String(value);
}
