import { emptyList, emptyRecord, keysOf, listOf, propertyOf } from './typed';
import type { GroupFields } from './group';
import type { PhotoData } from './photo';
import type { UserData } from './user';

/**
 * How a conflict view (web dialog, desktop panel) prints a field of a group, user or photo:
 * as text, as a list ("user, admin"), as a count of images, or as rows named by one of their
 * fields ("2 videos: Solar; Nardis").
 */
export type RecordConflictDisplay = 'text' | 'list' | 'images' | { rows: string; nameKey: string };

interface RecordFieldSpec<V> {
  /** The label of the form and of both conflict views. */
  label: string;
  /** The value of a new record's form (and of a record that predates the field). */
  default: V;
  /**
   * Added after docs/product.md: a SPEC client may leave it out; the server then keeps the stored value
   * on update.
   */
  optional: boolean;
  conflict: RecordConflictDisplay;
}

type FieldTable<T> = { [K in keyof T]-?: RecordFieldSpec<Exclude<T[K], undefined>> };

/** A group's (band's) fields in the order of its form. A field of GroupFields missing here fails the type-check. */
export const GROUP_FIELD_TABLE = {
  name: { label: 'Name', default: '', optional: false, conflict: 'text' },
  description: { label: 'Description', default: '', optional: false, conflict: 'text' },
  images: { label: 'Images', default: emptyRecord<string>(), optional: false, conflict: 'images' },
  playlistUrl: { label: 'Playlist URL', default: '', optional: true, conflict: 'text' },
  videos: {
    label: 'Videos',
    default: emptyList<{ title: string; url: string; caption: string }>(),
    optional: true,
    conflict: { rows: 'video', nameKey: 'title' },
  },
} as const satisfies FieldTable<GroupFields>;

/** A user's editable fields in the order of Edit User (the Admin box edits `roles`). */
export const USER_FIELD_TABLE = {
  firstName: { label: 'First Name', default: '', optional: false, conflict: 'text' },
  lastName: { label: 'Last Name', default: '', optional: false, conflict: 'text' },
  email: { label: 'Email', default: '', optional: false, conflict: 'text' },
  roles: { label: 'Roles', default: listOf<UserData['roles'][number]>('user'), optional: false, conflict: 'list' },
} as const satisfies FieldTable<UserData>;

/** A photo's editable text in the order of its details form. */
export const PHOTO_FIELD_TABLE = {
  title: { label: 'Title', default: '', optional: false, conflict: 'text' },
  credit: { label: 'Credit', default: '', optional: false, conflict: 'text' },
} as const satisfies FieldTable<PhotoData>;

export type RecordFieldTable = Record<string, { label: string; conflict: RecordConflictDisplay; default: unknown }>;

/** A new record's form values: every field's default (fresh copies of lists and maps). */
export function emptyValuesOf<T extends RecordFieldTable>(table: T): { -readonly [K in keyof T]: T[K]['default'] } {
  // safe: one value per key of the table, a fresh copy of its default
  return Object.fromEntries(Object.entries(table).map(([key, spec]) => [key, structuredClone(spec.default)])) as {
    -readonly [K in keyof T]: T[K]['default'];
  };
}

/** The form values of a stored record: the table's fields, a field it predates taking its default. */
export function valuesOf<T extends RecordFieldTable>(
  table: T,
  record: Partial<Record<keyof T, unknown>>,
): { -readonly [K in keyof T]: T[K]['default'] } {
  const values = emptyValuesOf(table);
  for (const key of keysOf(table)) {
    const value = record[key];
    // a field takes the record's value of the same field (the table types both)
    if (value !== undefined && value !== null) Reflect.set(values, key, structuredClone(value));
  }
  return values;
}

/** A group's images in a conflict: "1 image", "3 images". */
export const countImages = (value: unknown): string => {
  const n = value && typeof value === 'object' ? Object.keys(value).length : 0;
  return n === 1 ? '1 image' : `${n} images`;
};

/** A list in a conflict: its count and one field of each row, "2 tracks: Solar; Nardis". */
export const countRows =
  (item: string, nameKey: string) =>
  (value: unknown): string => {
    const rows: unknown[] = Array.isArray(value) ? value : [];
    const names = rows.map((row) => String(propertyOf(row, nameKey) ?? '')).filter(Boolean);
    return `${rows.length === 1 ? `1 ${item}` : `${rows.length} ${item}s`}${names.length ? `: ${names.join('; ')}` : ''}`;
  };

/** A value as the conflict views print it. */
export function showRecordValue(display: RecordConflictDisplay, value: unknown): string {
  if (display === 'images') return countImages(value);
  if (typeof display === 'object') return countRows(display.rows, display.nameKey)(value);
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** The rows of a conflict view, in form order: key, label and how the value reads. */
export const conflictFieldsOf = (table: RecordFieldTable) =>
  Object.entries(table).map(([key, spec]) => ({
    key,
    label: spec.label,
    format: (value: unknown) => showRecordValue(spec.conflict, value),
  }));
