import { z } from 'zod';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE, type FieldsWhere } from './event-fields';
import {
  CONTROL_MESSAGE,
  CONTROL_PATTERN,
  idSchema,
  INVISIBLE_PATTERN,
  optionalText,
  optionalUrl,
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
} as const;

/** Whether a show goes ahead; schema.org's EventStatusType values, in the words of the form. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** One player of the band on the night (issue 19). */
export const lineupEntrySchema = z.object({
  name: requiredText(200, EVENT_MESSAGES.lineup),
  instrument: optionalText(100, EVENT_MESSAGES.lineup),
});
export type LineupEntry = z.output<typeof lineupEntrySchema>;

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

export const eventDataObject = z.object({
  group: requiredText(200, EVENT_MESSAGES.group),
  groupLink: optionalUrl(EVENT_MESSAGES.groupLink),
  // required unless venueId names a venue: the server then fills it with the venue's name
  venue: z
    .string({ error: EVENT_MESSAGES.venue })
    .trim()
    .max(300, { error: EVENT_MESSAGES.venue })
    .refine((value) => !CONTROL_PATTERN.test(value), { error: CONTROL_MESSAGE })
    .optional()
    .transform((value) => value ?? ''),
  venueLink: optionalUrl(EVENT_MESSAGES.venueLink),
  location: optionalText(300, EVENT_MESSAGES.location),
  title: optionalText(300, EVENT_MESSAGES.title),
  description: optionalText(20000, EVENT_MESSAGES.description),
  startDate: instantSchema,
  timeText: optionalText(100, EVENT_MESSAGES.timeText),
  ticketsLink: optionalUrl(EVENT_MESSAGES.ticketsLink),
  // absent stays absent (undefined): create makes it scheduled, update keeps the stored value
  status: z
    .string({ error: EVENT_MESSAGES.status })
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || (EVENT_STATUSES as readonly string[]).includes(value), {
      error: EVENT_MESSAGES.status,
    })
    .optional()
    .transform((value) => (value ? (value as EventStatus) : undefined)),
  address: z.string({ error: EVENT_MESSAGES.address }).trim().max(300, { error: EVENT_MESSAGES.address }).optional(),
  // issue 19: absent keeps the stored value on update ('' / [] / false on create)
  venueId: z.string({ error: EVENT_MESSAGES.venueId }).trim().max(64, { error: EVENT_MESSAGES.venueId }).optional(),
  lineup: z
    .array(lineupEntrySchema, { error: EVENT_MESSAGES.lineup })
    .max(30, { error: EVENT_MESSAGES.lineup })
    .optional(),
  price: z.string({ error: EVENT_MESSAGES.price }).trim().max(200, { error: EVENT_MESSAGES.price }).optional(),
  soldOut: optionalFlag(EVENT_MESSAGES.soldOut),
  endDate: z
    .string({ error: EVENT_MESSAGES.endDate })
    .trim()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))), {
      error: EVENT_MESSAGES.endDate,
    })
    .transform((value) => (value ? new Date(value).toISOString() : ''))
    .optional(),
  timeTBA: optionalFlag(EVENT_MESSAGES.timeTBA),
});

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

export const eventSchema = z.object({
  _id: idSchema,
  id: idSchema,
  group: z.string(),
  groupLink: z.string(),
  venue: z.string(),
  venueLink: z.string(),
  location: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  timeText: z.string(),
  ticketsLink: z.string(),
  status: z.enum(EVENT_STATUSES),
  address: z.string(),
  /**
   * Issue 19. The API always answers these; they are optional in the type because records
   * drafted or cached by a client that predates them (the desktop outbox) lack them.
   * '' means none for venueId, seriesId and endDate.
   */
  venueId: z.string().optional(),
  lineup: z.array(z.object({ name: z.string(), instrument: z.string() })).optional(),
  price: z.string().optional(),
  soldOut: z.boolean().optional(),
  seriesId: z.string().optional(),
  endDate: z.string().optional(),
  timeTBA: z.boolean().optional(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

/** The fields a comparator is checked on (the editable ones). */
export const EVENT_FIELDS = Object.keys(eventDataObject.shape) as (keyof EventData)[];

/**
 * The flat text fields of the form that are the CSV export's columns, in form order (from the
 * field table of event-fields.ts).
 */
export const EVENT_FORM_FIELDS = EVENT_FIELD_KEYS.filter((key) => EVENT_FIELD_TABLE[key].csv) as FieldsWhere<'csv'>[];

/**
 * Fields added after docs/product.md (status, address, and issue 19's): optional on every route, so a
 * client that does not know them creates scheduled shows and updates without touching them.
 */
export const EVENT_OPTIONAL_FIELDS = EVENT_FIELD_KEYS.filter(
  (key) => EVENT_FIELD_TABLE[key].optional,
) as FieldsWhere<'optional'>[];
