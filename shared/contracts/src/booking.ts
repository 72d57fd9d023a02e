import { z } from 'zod';
import { optionalText, recordIds, requiredText } from './common';

/** Booking requests: POST /api/bookings (public, human check), GET and update (admin). */

export const BOOKING_STATUSES = ['new', 'replied', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  email: 'A valid email is required.',
  organization: 'Organization or venue is required.',
  organizationTooLong: 'Organization or venue must be at most 300 characters.',
  city: 'City is required.',
  cityTooLong: 'City must be at most 200 characters.',
  dates: 'Say the date or dates you have in mind.',
  datesTooLong: 'Dates must be at most 500 characters.',
  datesPast: 'That date has passed. Please give a date from today on.',
  group: 'Band must be at most 200 characters.',
  budget: 'Budget must be at most 200 characters.',
  message: 'Message is required.',
  messageTooLong: 'Message must be at most 10000 characters.',
  altcha: 'Please be a human.',
  status: `Status must be one of ${BOOKING_STATUSES.join(', ')}.`,
  notes: 'Notes must be at most 10000 characters.',
  success: 'Thank you: your booking request was sent. A mail saying we received it is on its way to your inbox.',
  failure: 'Error sending the booking request. Please try again.',
} as const;

export const bookingFieldsSchema = z.object({
  name: requiredText(200, BOOKING_MESSAGES.name, BOOKING_MESSAGES.nameTooLong),
  email: z
    .string({ error: BOOKING_MESSAGES.email })
    .trim()
    .max(254, { error: BOOKING_MESSAGES.email })
    .pipe(z.email({ error: BOOKING_MESSAGES.email })),
  organization: requiredText(300, BOOKING_MESSAGES.organization, BOOKING_MESSAGES.organizationTooLong),
  city: requiredText(200, BOOKING_MESSAGES.city, BOOKING_MESSAGES.cityTooLong),
  dates: requiredText(500, BOOKING_MESSAGES.dates, BOOKING_MESSAGES.datesTooLong),
  group: optionalText(200, BOOKING_MESSAGES.group),
  budget: optionalText(200, BOOKING_MESSAGES.budget),
  message: z
    .string({ error: BOOKING_MESSAGES.message })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.message })
    .max(10000, { error: BOOKING_MESSAGES.messageTooLong }),
});
export type BookingFields = z.input<typeof bookingFieldsSchema>;

/** POST /api/bookings: the fields plus the solved ALTCHA payload. */
export const bookingSchema = bookingFieldsSchema.extend({
  altcha: z.string({ error: BOOKING_MESSAGES.altcha }).min(1, { error: BOOKING_MESSAGES.altcha }).max(10000),
});
export type BookingInput = z.input<typeof bookingSchema>;

/** A show already on one of the days asked for. */
export const bookingClashSchema = z.object({
  eventId: z.string(),
  /** The day in the site's zone, yyyy-mm-dd. */
  day: z.string(),
  group: z.string(),
  venue: z.string(),
  title: z.string(),
  startDate: z.string(),
  /** The show's time is not known yet: its date only is shown. */
  timeTBA: z.boolean(),
});
export type BookingClash = z.infer<typeof bookingClashSchema>;

/** A stored request as the admin's Bookings screen lists it (GET /api/bookings). */
export const bookingRecordSchema = z.object({
  ...recordIds,
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  city: z.string(),
  dates: z.string(),
  group: z.string(),
  budget: z.string(),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The days (yyyy-mm-dd, site zone) read from `dates`; the first prefills "Add as show". */
  days: z.array(z.string()),
  clashes: z.array(bookingClashSchema),
});
export type Booking = z.infer<typeof bookingRecordSchema>;

/** PUT /api/bookings/update/{id} ({ bookingComparatorData, bookingData }). */
export const bookingDataSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: BOOKING_MESSAGES.status }),
  notes: optionalText(10000, BOOKING_MESSAGES.notes),
});
export type BookingData = z.input<typeof bookingDataSchema>;
export const BOOKING_FIELDS = ['status', 'notes'] as const;
