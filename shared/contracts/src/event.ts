import { z } from 'zod';
import { emptyList, isOneOf, keysOf, nothing } from './typed';
import {
  CONTROL_MESSAGE,
  CONTROL_PATTERN,
  INVISIBLE_PATTERN,
  optionalLine,
  optionalText,
  optionalUrl,
  recordIds,
  requiredText,
} from './common';

export const EVENT_MESSAGES = {
  group: 'Group is required.',
  venue: 'Venue is required.',
  title: 'Title must be at most 300 characters.',
  groupLink: 'Group link must be a web address (https://...) or a path on this site (/...).',
  venueLink: 'Venue link must be a web address (https://...) or a path on this site (/...).',
  ticketsLink: 'Tickets link must be a web address (https://...) or a path on this site (/...).',
  location: 'Location must be at most 300 characters.',
  timeText: 'Time text must be at most 100 characters.',
  description: 'Description must be at most 20000 characters.',
  startDate: 'Start date and time are required.',
  startDateYear: 'Start date must be in the years 1900 to 2999.',
  status: 'Status must be scheduled, cancelled, postponed or rescheduled.',
  address: 'Address must be at most 300 characters.',
  venueId: 'Choose a venue from the list.',
  lineup: 'Each player needs a name (at most 200 characters) and an instrument of at most 100; 30 players at most.',
  price: 'Price must be at most 200 characters.',
  soldOut: 'Sold out is yes or no.',
  endDate: 'End must be a date and time after the start.',
  timeTBA: 'Time to be announced is yes or no.',
  private: 'Private is yes or no.',
  privateNotes: 'Private notes must be at most 20000 characters.',
  setlist: 'A setlist is up to 10 sets of up to 60 tunes of the repertoire, each note at most 200 characters.',
  setlistTune: 'A tune of the setlist is not in the repertoire.',
} as const;

/** Whether a show goes ahead; schema.org's EventStatusType values, in the words of the form. */
import { EVENT_STATUSES } from './show-words';

export { EVENT_STATUSES, type EventStatus } from './show-words';

/** One player of the band on the night. */
export const lineupEntrySchema = z
  .object({
    name: requiredText(200, EVENT_MESSAGES.lineup),
    instrument: optionalText(100, EVENT_MESSAGES.lineup),
    // the person of People this player is (docs/money.md): answered to admins only
    personId: z.string({ error: EVENT_MESSAGES.lineup }).trim().max(64, { error: EVENT_MESSAGES.lineup }).optional(),
  })
  // an entry that names nobody is stored as before, without the key
  .transform(({ personId, ...entry }): { name: string; instrument: string; personId?: string } =>
    personId ? { ...entry, personId } : entry,
  );
export type LineupEntry = z.output<typeof lineupEntrySchema>;

/** One tune played, with an optional note ("with the guest", "ballad tempo"). */
export const setlistTuneSchema = z.object({
  tuneId: z.string({ error: EVENT_MESSAGES.setlist }).trim().min(1, { error: EVENT_MESSAGES.setlist }).max(64),
  note: z.string({ error: EVENT_MESSAGES.setlist }).trim().max(200, { error: EVENT_MESSAGES.setlist }).optional(),
});

/** The setlist of a show: its sets in order; `final` when complete, `public` when fans may read it. */
export const setlistSchema = z.object(
  {
    sets: z
      .array(
        z.object({
          title: z
            .string({ error: EVENT_MESSAGES.setlist })
            .trim()
            .max(100, { error: EVENT_MESSAGES.setlist })
            .optional(),
          tunes: z
            .array(setlistTuneSchema, { error: EVENT_MESSAGES.setlist })
            .max(60, { error: EVENT_MESSAGES.setlist }),
        }),
        { error: EVENT_MESSAGES.setlist },
      )
      .max(10, { error: EVENT_MESSAGES.setlist }),
    final: z.boolean({ error: EVENT_MESSAGES.setlist }),
    public: z.boolean({ error: EVENT_MESSAGES.setlist }),
  },
  { error: EVENT_MESSAGES.setlist },
);
export type Setlist = z.output<typeof setlistSchema>;

const storedSetlist = z
  .object({
    sets: z.array(
      z.object({
        title: z.string().optional(),
        tunes: z.array(
          z.object({
            tuneId: z.string(),
            note: z.string().optional(),
            // filled on public reads only (the admin reads the tunes themselves)
            title: z.string().optional(),
            original: z.boolean().optional(),
            composers: z.array(z.object({ name: z.string(), pro: z.string().optional() })).optional(),
            iswc: z.string().optional(),
          }),
        ),
      }),
    ),
    final: z.boolean(),
    public: z.boolean(),
  })
  .nullable();

const optionalFlag = (message: string) => z.boolean({ error: message }).optional();

/** An ISO 8601 instant, normalised to UTC with milliseconds ("2027-05-03T00:00:00.000Z"). */
export const instantSchema = z
  .string({ error: EVENT_MESSAGES.startDate })
  .trim()
  .min(1, { error: EVENT_MESSAGES.startDate })
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: EVENT_MESSAGES.startDate,
  })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    },
    { error: EVENT_MESSAGES.startDateYear },
  )
  .transform((value) => new Date(value).toISOString());

/** How the conflict views (web dialog, desktop panel) show a field, by its input kind. */
export type ConflictDisplay = 'text' | 'instant' | 'lineup' | 'flag' | 'setlist' | 'hidden';

/**
 * What each kind of input means beyond the form's widget (event-form.tsx draws each kind): how
 * the conflict views show it and what a stored record answers. `group` is a text input
 * with the saved bands' names to pick from; `venue` the saved-venue picker (the conflict views
 * skip it: the Venue row already shows the venue's name); `instant` the date-time picker with
 * the site's zone; `status` the status select.
 */
const EVENT_INPUTS = {
  text: { conflict: 'text', stored: z.string() },
  url: { conflict: 'text', stored: z.string() },
  multiline: { conflict: 'text', stored: z.string() },
  group: { conflict: 'text', stored: z.string() },
  venue: { conflict: 'hidden', stored: z.string() },
  lineup: {
    conflict: 'lineup',
    stored: z.array(z.object({ name: z.string(), instrument: z.string(), personId: z.string().optional() })),
  },
  check: { conflict: 'flag', stored: z.boolean() },
  instant: { conflict: 'instant', stored: z.string() },
  status: { conflict: 'text', stored: z.enum(EVENT_STATUSES) },
  setlist: { conflict: 'setlist', stored: storedSetlist },
} as const satisfies Record<string, { conflict: ConflictDisplay; stored: unknown }>;

export type EventInput = keyof typeof EVENT_INPUTS;

/** The value the admin's form holds for each kind of input. */
interface InputValues {
  text: string;
  url: string;
  multiline: string;
  group: string;
  venue: string;
  lineup: LineupEntry[];
  check: boolean;
  instant: string;
  status: string;
  setlist: Setlist | null;
}

export type EventFieldRow = {
  [I in EventInput]: {
    /** The label of the form and of both conflict views. */
    label: string;
    /** The form's widget; it also fixes the form's value, the conflict display and the stored type. */
    input: I;
    /**
     * What the API accepts (create, update, series, CSV import): its rules and messages. Any zod
     * schema (checked by its `_zod` mark: comparing each row with z.ZodType costs the type-check
     * seconds); `Mismatched` below checks that it takes the input kind's value.
     */
    schema: { readonly _zod: unknown };
    /** The value of a new show's form (and of a record that predates the field). */
    default: InputValues[I];
    /**
     * Added after docs/product.md: a client of the original API may leave it out; the server then
     * keeps the stored value on update, and compares it only when the comparator carries it. Such a
     * field is optional in `Event` too (a record drafted or cached by an older client lacks it)
     * unless `everyRecord` says every record a client holds carries it.
     */
    optional: boolean;
    everyRecord?: true;
    /** A column of the CSV export and import (flat text fields only). */
    csv: boolean;
    /** The form marks it required. */
    required?: true;
    /** A line of help under the form's input. */
    hint?: string;
  };
}[EventInput];

/**
 * The one table of the event's editable fields, in the order of the admin's form. Each row is
 * the whole contract of its field: the zod schema the API validates with, and what the form,
 * both conflict views, Duplicate, the desktop's offline copy, the CSV columns and the server's
 * "optional for SPEC clients" rule read. `eventDataObject` and `eventSchema` are built from it.
 */
export const EVENT_FIELD_TABLE = {
  title: {
    label: 'Title',
    input: 'text',
    // one line, as every other one-line field (a CR/LF would break feeds' and calendars' lines)
    schema: optionalLine(300, EVENT_MESSAGES.title),
    default: '',
    optional: false,
    csv: true,
  },
  group: {
    label: 'Group',
    input: 'group',
    schema: requiredText(200, EVENT_MESSAGES.group),
    default: '',
    optional: false,
    csv: true,
    required: true,
  },
  groupLink: {
    label: 'Group Link',
    input: 'url',
    schema: optionalUrl(EVENT_MESSAGES.groupLink),
    default: '',
    optional: false,
    csv: true,
  },
  // Absent keeps the stored value on update ('' / [] / false on create)
  venueId: {
    label: 'Saved venue',
    input: 'venue',
    schema: z.string({ error: EVENT_MESSAGES.venueId }).trim().max(64, { error: EVENT_MESSAGES.venueId }).optional(),
    default: '',
    optional: true,
    csv: false,
  },
  // required unless venueId names a venue: the server then fills it with the venue's name
  venue: {
    label: 'Venue',
    input: 'text',
    schema: z
      .string({ error: EVENT_MESSAGES.venue })
      .trim()
      .max(300, { error: EVENT_MESSAGES.venue })
      .refine((value) => !CONTROL_PATTERN.test(value), { error: CONTROL_MESSAGE })
      .optional()
      .transform((value) => value ?? ''),
    default: '',
    optional: false,
    csv: true,
    required: true,
  },
  venueLink: {
    label: 'Venue Link',
    input: 'url',
    schema: optionalUrl(EVENT_MESSAGES.venueLink),
    default: '',
    optional: false,
    csv: true,
  },
  location: {
    label: 'Location',
    input: 'text',
    schema: optionalText(300, EVENT_MESSAGES.location),
    default: '',
    optional: false,
    csv: true,
  },
  address: {
    label: 'Address',
    input: 'text',
    schema: z.string({ error: EVENT_MESSAGES.address }).trim().max(300, { error: EVENT_MESSAGES.address }).optional(),
    default: '',
    optional: true,
    everyRecord: true,
    csv: true,
  },
  lineup: {
    label: 'Lineup',
    input: 'lineup',
    schema: z
      .array(lineupEntrySchema, { error: EVENT_MESSAGES.lineup })
      .max(30, { error: EVENT_MESSAGES.lineup })
      .optional(),
    default: emptyList<LineupEntry>(),
    optional: true,
    csv: false,
  },
  ticketsLink: {
    label: 'Tickets Link',
    input: 'url',
    schema: optionalUrl(EVENT_MESSAGES.ticketsLink),
    default: '',
    optional: false,
    csv: true,
  },
  price: {
    label: 'Price',
    input: 'text',
    schema: z.string({ error: EVENT_MESSAGES.price }).trim().max(200, { error: EVENT_MESSAGES.price }).optional(),
    default: '',
    optional: true,
    csv: false,
    hint: 'For example: $20, students $10 or Free.',
  },
  soldOut: {
    label: 'Sold out',
    input: 'check',
    schema: optionalFlag(EVENT_MESSAGES.soldOut),
    default: false,
    optional: true,
    csv: false,
  },
  startDate: {
    label: 'Start Date & Time',
    input: 'instant',
    schema: instantSchema,
    default: '',
    optional: false,
    csv: true,
  },
  endDate: {
    label: 'End Date & Time',
    input: 'instant',
    schema: z
      .string({ error: EVENT_MESSAGES.endDate })
      .trim()
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))), {
        error: EVENT_MESSAGES.endDate,
      })
      .transform((value) => (value ? new Date(value).toISOString() : ''))
      .optional(),
    default: '',
    optional: true,
    csv: false,
  },
  timeTBA: {
    label: 'Time to be announced',
    input: 'check',
    schema: optionalFlag(EVENT_MESSAGES.timeTBA),
    default: false,
    optional: true,
    csv: false,
  },
  timeText: {
    label: 'Time Text',
    input: 'text',
    schema: optionalText(100, EVENT_MESSAGES.timeText),
    default: '',
    optional: false,
    csv: true,
    hint: 'A time here ("8:30 PM", "8-11 PM") follows the start and end above; words ("Two sets, 8 and 10") stay as you write them.',
  },
  // absent stays absent (undefined): create makes it scheduled, update keeps the stored value
  status: {
    label: 'Status',
    input: 'status',
    schema: z
      .string({ error: EVENT_MESSAGES.status })
      .trim()
      .toLowerCase()
      .refine((value) => value === '' || isOneOf(EVENT_STATUSES, value), {
        error: EVENT_MESSAGES.status,
      })
      .optional()
      .transform((value) => (value && isOneOf(EVENT_STATUSES, value) ? value : undefined)),
    default: 'scheduled',
    optional: true,
    everyRecord: true,
    csv: true,
  },
  description: {
    label: 'Description',
    input: 'multiline',
    schema: optionalText(20000, EVENT_MESSAGES.description),
    default: '',
    optional: false,
    csv: true,
  },
  // a private show (a private party) blocks lessons and clashes, and is never public
  private: {
    label: 'Private show',
    input: 'check',
    schema: optionalFlag(EVENT_MESSAGES.private),
    default: false,
    optional: true,
    csv: false,
    hint: 'Only you see it: it blocks lesson times, and no page, feed or follower hears of it.',
  },
  // the admin's own notes: never in a page, feed, export or public API answer
  privateNotes: {
    label: 'Private notes',
    input: 'multiline',
    schema: z
      .string({ error: EVENT_MESSAGES.privateNotes })
      .trim()
      .max(20000, { error: EVENT_MESSAGES.privateNotes })
      .optional(),
    default: '',
    optional: true,
    csv: false,
    hint: 'Only admins see these notes.',
  },
  // null (or absent on create) when none; absent on update keeps the stored setlist. Admin only
  // until it is final, public and the show's day is over (api/src/tunes/public-setlist.ts).
  setlist: {
    label: 'Setlist',
    input: 'setlist',
    schema: setlistSchema.nullable().optional(),
    default: nothing<Setlist>(),
    optional: true,
    csv: false,
  },
} as const satisfies Record<string, EventFieldRow>;

type Table = typeof EVENT_FIELD_TABLE;
export type EventField = keyof Table;

/** Every event field in form order. */
export const EVENT_FIELD_KEYS: EventField[] = keysOf(EVENT_FIELD_TABLE);

/** The input kind of a field: what the form shows, and what the repository stores. */
export const inputOf = (field: EventField): EventInput => EVENT_FIELD_TABLE[field].input;

/** How the conflict views show a field. */
export const conflictDisplayOf = (field: EventField): ConflictDisplay => EVENT_INPUTS[inputOf(field)].conflict;

/**
 * A row whose schema does not take the value its input kind holds (say `input: 'check'` with a
 * text schema) is named here, and the type-check fails on this line.
 */
type Mismatched = {
  [K in EventField]: InputValues[Table[K]['input']] extends z.input<Table[K]['schema']> ? never : K;
}[EventField];
const _everySchemaTakesItsInput: [Mismatched] extends [never] ? true : Mismatched = true;

/** The form's values: each field as its input kind holds it. */
export type EventValues = { -readonly [K in EventField]: InputValues[Table[K]['input']] };

/** The fields of one input kind: FieldsOfInput<'check'> is every yes/no field. */
export type FieldsOfInput<I extends EventInput> = {
  [K in EventField]: Table[K]['input'] extends I ? K : never;
}[EventField];

/** The fields whose `flag` is true in the table: FieldsWhere<'csv'> is the CSV's columns. */
export type FieldsWhere<F extends 'csv' | 'optional'> = {
  [K in EventField]: Table[K][F] extends true ? K : never;
}[EventField];

type StoredSchema<R extends EventFieldRow> = R extends { everyRecord: true }
  ? (typeof EVENT_INPUTS)[R['input']]['stored']
  : R['optional'] extends true
    ? z.ZodOptional<(typeof EVENT_INPUTS)[R['input']]['stored']>
    : (typeof EVENT_INPUTS)[R['input']]['stored'];

const dataShape = Object.fromEntries(EVENT_FIELD_KEYS.map((key) => [key, EVENT_FIELD_TABLE[key].schema])) as {
  [K in EventField]: Table[K]['schema'];
};

const storedShape = Object.fromEntries(
  EVENT_FIELD_KEYS.map((key): [string, unknown] => {
    const row: EventFieldRow = EVENT_FIELD_TABLE[key];
    // typed loosely here (any zod schema), exactly by the shape's type below: a union of zod
    // schemas (as `a ? b : c` or optional() called on the kinds' union makes) costs the type-check seconds
    const stored: z.ZodType = EVENT_INPUTS[row.input].stored;
    if (row.optional && !row.everyRecord) return [key, stored.optional()];
    return [key, stored];
  }),
) as { [K in EventField]: StoredSchema<Table[K]> };

/** What the API accepts for an event, field by field (the table's schemas). */
export const eventDataObject = z.object(dataShape);

/**
 * Venue is required unless venueId names a venue (the server then fills it). Checked even when
 * other fields fail (`when`), so an empty form hears about every required field at once; that
 * includes a body that is no object at all (none, or not JSON), which must not throw.
 */
export const venueIsGiven = (data: { venue?: unknown; venueId?: unknown } | null | undefined): boolean =>
  typeof data === 'object' &&
  data !== null &&
  ((typeof data.venueId === 'string' && data.venueId.trim() !== '') ||
    (typeof data.venue === 'string' && data.venue.replace(INVISIBLE_PATTERN, '') !== ''));
export const venueCheck = { path: ['venue'], error: EVENT_MESSAGES.venue, when: () => true };

/** The editable fields of an event (docs/product.md plus the optional ones above). */
export const eventDataSchema = eventDataObject.refine(venueIsGiven, venueCheck).superRefine((data, ctx) => {
  if (data.endDate && Date.parse(data.endDate) <= Date.parse(data.startDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endDate });
});
export type EventData = z.input<typeof eventDataSchema>;
/** Event data after validation: texts trimmed, the start an ISO instant. */
export type ValidEventData = z.output<typeof eventDataSchema>;

/**
 * A stored event as the API answers it. The API always answers every field; the table's optional
 * fields are optional in the type because records drafted or cached by a client that predates
 * them (the desktop outbox) lack them. '' means none for venueId, seriesId and endDate.
 */
export const eventSchema = z.object({
  ...recordIds,
  ...storedShape,
  seriesId: z.string().optional(),
  updatedAt: z.string(),
  // read-only, for calendars and search engines: when the show was announced, how often its
  // start, end, status or place changed (iCalendar SEQUENCE), the start before its last move
  createdAt: z.string().optional(),
  sequence: z.number().int().optional(),
  previousStartDate: z.string().optional(),
  // the parts of the show's place (place.ts: the saved venue's, else its own), for a full
  // PostalAddress; `location` is city and region joined
  city: z.string().optional(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});
export type Event = z.infer<typeof eventSchema>;

/** The fields a comparator is checked on (the editable ones). */
export const EVENT_FIELDS: (keyof EventData)[] = EVENT_FIELD_KEYS;

/**
 * The flat text fields of the form that are the CSV export's columns, in form order (from the
 * field table of event-fields.ts).
 */
export const EVENT_FORM_FIELDS = EVENT_FIELD_KEYS.filter((key) => EVENT_FIELD_TABLE[key].csv) as FieldsWhere<'csv'>[];

/**
 * Fields added after docs/product.md (status, address, and those of venues, lineups and tickets): optional on every route, so a
 * client that does not know them creates scheduled shows and updates without touching them.
 */
export const EVENT_OPTIONAL_FIELDS = EVENT_FIELD_KEYS.filter(
  (key) => EVENT_FIELD_TABLE[key].optional,
) as FieldsWhere<'optional'>[];
