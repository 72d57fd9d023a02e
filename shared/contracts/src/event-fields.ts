import {
  conflictDisplayOf,
  EVENT_FIELD_KEYS,
  EVENT_FIELD_TABLE,
  type ConflictDisplay,
  type Event,
  type EventData,
  type EventValues,
  type LineupEntry,
  type Setlist,
} from './event';

/** A setlist in one line of a conflict view: "2 sets, 14 tunes, final, public" ("" when none). */
export function setlistSummary(setlist: Setlist | null | undefined): string {
  if (!setlist) return '';
  const tunes = setlist.sets.reduce((n, set) => n + set.tunes.length, 0);
  return [
    `${setlist.sets.length} ${setlist.sets.length === 1 ? 'set' : 'sets'}`,
    `${tunes} ${tunes === 1 ? 'tune' : 'tunes'}`,
    setlist.final ? 'final' : 'draft',
    setlist.public ? 'public' : 'private',
  ].join(', ');
}

// The field table itself is in event.ts, beside the schemas it carries; these read it.

/** A new show's form. */
export const emptyEventValues = (): EventValues =>
  // safe: one value per key of the field table, its default (a list starts empty)
  Object.fromEntries(
    EVENT_FIELD_KEYS.map((key) => {
      const value: unknown = EVENT_FIELD_TABLE[key].default;
      return [key, Array.isArray(value) ? [] : value];
    }),
  ) as EventValues;

/** The form's values of a stored event (a field it predates takes its default). */
export function eventValuesOf(event: Partial<Event>): EventValues {
  const values = emptyEventValues();
  for (const key of EVENT_FIELD_KEYS) {
    const value = event[key];
    if (value === undefined) continue;
    // each field takes the stored event's value of the same field (one table types both)
    if (Array.isArray(value))
      Reflect.set(
        values,
        key,
        value.map((entry) => ({ ...entry })),
      );
    // a setlist: a deep copy of plain JSON data (contracts know no DOM or Node globals)
    else Reflect.set(values, key, value && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value);
  }
  return values;
}

/**
 * The editable data of a stored event: every field of the table, nothing else. Duplicate sends
 * this (docs/product.md: every field but _id and seriesId, so a duplicate is a one-off show).
 */
export function eventDataOf(event: Event): EventData {
  // safe: EventValues holds every field of EventData with the same types (one field table)
  return eventValuesOf(event) as EventData;
}

/** The rows of a conflict view, in form order. */
export const EVENT_CONFLICT_FIELDS = EVENT_FIELD_KEYS.filter((key) => conflictDisplayOf(key) !== 'hidden').map(
  (key) => ({ key, label: EVENT_FIELD_TABLE[key].label, display: conflictDisplayOf(key) }),
);

/** A value as a conflict view prints it (`instant` formats an ISO instant in the site's zone). */
export function showEventValue(display: ConflictDisplay, value: unknown, instant: (iso: string) => string): string {
  if (display === 'instant') return value ? instant(String(value)) : '';
  if (display === 'flag') return value ? 'Yes' : 'No';
  if (display === 'lineup')
    return Array.isArray(value)
      ? // the field table's display kind 'lineup' belongs to the lineup field, a LineupEntry[]
        value.map((p: LineupEntry) => (p.instrument ? `${p.name} (${p.instrument})` : p.name)).join(', ')
      : '';
  // safe: the display kind 'setlist' belongs to the setlist field
  if (display === 'setlist') return setlistSummary(value as Setlist | null | undefined);
  return value === undefined || value === null ? '' : String(value);
}
