import { z } from 'zod';
import { idSchema, optionalText, optionalUrl, requiredText } from './common';

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
} as const;

/** Whether a show goes ahead; schema.org's EventStatusType values, in the words of the form. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Fields added after SPEC.md (status, address): optional on every route, so a client that
 * does not know them creates scheduled shows and updates without touching them.
 */
export const EVENT_OPTIONAL_FIELDS = ['status', 'address'] as const;

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

export const eventDataSchema = z.object({
  group: requiredText(200, EVENT_MESSAGES.group),
  groupLink: optionalUrl(EVENT_MESSAGES.groupLink),
  venue: requiredText(300, EVENT_MESSAGES.venue),
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
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventUpdateSchema = z.object({
  eventComparatorData: z.record(z.string(), z.unknown()),
  eventData: eventDataSchema,
});

/** The fields a comparator is checked on (the editable ones). */
export const EVENT_FIELDS = Object.keys(eventDataSchema.shape) as (keyof EventData)[];

/** The event fields in the order of the admin's event form; the CSV export's columns. */
export const EVENT_FORM_FIELDS = [
  'title',
  'group',
  'groupLink',
  'venue',
  'venueLink',
  'location',
  'address',
  'ticketsLink',
  'startDate',
  'timeText',
  'status',
  'description',
] as const satisfies readonly (keyof EventData)[];
