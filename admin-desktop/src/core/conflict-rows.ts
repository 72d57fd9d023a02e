import {
  EVENT_CONFLICT_FIELDS,
  GROUP_FIELD_TABLE,
  PHOTO_FIELD_TABLE,
  showEventValue,
  showRecordValue,
  type ConflictDisplay,
  type RecordConflictDisplay,
  type RecordFieldTable,
} from '@jazz/contracts';
import { moneyFields, PERSON_FIELDS_WORDED, type WordedField } from './money-rows';
import { fieldsOf, isRecord, isStoredRecord, kindOf, type OutboxEntry } from './outbox-types';

/** How a row's values read: an event field's display, a group's or photo's, or in words (money, people). */
export type RowDisplay =
  { event: ConflictDisplay } | { record: RecordConflictDisplay } | { words: (value: unknown) => string };

interface Labelled {
  key: string;
  label: string;
  display: RowDisplay;
}

// the field tables' labels, in form order (an event's venueId is shown by its Venue row)
const EVENT_ROWS: Labelled[] = EVENT_CONFLICT_FIELDS.map(({ key, label, display }) => ({
  key,
  label,
  display: { event: display },
}));
const rowsOf = (table: RecordFieldTable): Labelled[] =>
  Object.entries(table).map(([key, spec]) => ({ key, label: spec.label, display: { record: spec.conflict } }));
const GROUP_ROWS = rowsOf(GROUP_FIELD_TABLE);
const worded = (fields: WordedField[]): Labelled[] =>
  fields.map(({ key, label, format }) => ({ key, label, display: { words: format } }));
const PERSON_ROWS = worded(PERSON_FIELDS_WORDED);
const PHOTO_ROWS = rowsOf(PHOTO_FIELD_TABLE);

export interface ConflictRow extends Labelled {
  theirs: unknown;
  mine: unknown;
}

/** A row's value as the panel prints it (`zone`: the site's, for an event's instants). */
export function showRowValue(display: RowDisplay, value: unknown, zone: (iso: string) => string): string {
  if ('words' in display) return display.words(value);
  return 'event' in display ? showEventValue(display.event, value, zone) : showRecordValue(display.record, value);
}

/** The rows of each kind with a table of its own; a page shows the fields its draft holds. */
function rowsOfKind(entry: OutboxEntry, nameOf: (personId: string) => string): Labelled[] | undefined {
  switch (kindOf(entry)) {
    case 'event':
      return EVENT_ROWS;
    case 'group':
      return GROUP_ROWS;
    case 'photo':
      return PHOTO_ROWS;
    case 'person':
      return PERSON_ROWS;
    case 'money':
      return worded(moneyFields(nameOf));
    default:
      return undefined;
  }
}

/**
 * The fields a conflict shows side by side: the server's version and the draft. A page shows
 * the fields its draft holds; the photos' order shows both orders by the photos' titles; a
 * show's band pay names each player (`nameOf`: the people last known).
 */
export function conflictRows(entry: OutboxEntry, nameOf: (personId: string) => string = (id) => id): ConflictRow[] {
  const theirs = isRecord(entry.current) ? entry.current : {};
  if (entry.op === 'photo.order') {
    const list = Array.isArray(entry.current) ? entry.current.filter(isStoredRecord) : [];
    const title = new Map(list.map((p, i) => [p._id, (typeof p.title === 'string' && p.title) || `Photo ${i + 1}`]));
    const names = (ids: string[]) => ids.flatMap((id) => (title.has(id) ? [title.get(id)!] : [])).join(', ');
    return [
      {
        key: 'order',
        label: 'Order',
        display: { record: 'text' },
        theirs: names(list.map((p) => p._id)),
        mine: names(entry.data.ids),
      },
    ];
  }
  const mine = fieldsOf(entry);
  const rows: Labelled[] =
    rowsOfKind(entry, nameOf) ?? Object.keys(mine).map((key) => ({ key, label: key, display: { record: 'text' } }));
  // after the three-way merge only the fields both changed are a question
  const asked = entry.conflicts ? rows.filter(({ key }) => entry.conflicts!.includes(key)) : null;
  return (asked ?? rows).map((row) => ({ ...row, theirs: theirs[row.key], mine: mine[row.key] }));
}
