import './zod-setup';
import { z } from 'zod';
import { idSchema, recordIds, type Weekday, WEEKDAY_NAMES, WEEKDAYS } from './common';

/** A lesson window's day: a weekday as iCalendar spells it (common.ts). */
export const LESSON_DAYS = WEEKDAYS;
export const LESSON_DAY_NAMES = WEEKDAY_NAMES;
export type LessonDay = Weekday;

export const LESSON_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'late-cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
/** The statuses that hold a slot: a declined or cancelled lesson frees it again. */
export const BOOKED_STATUSES: readonly LessonStatus[] = ['pending', 'confirmed'];

export const FORMAT_KEYS = ['in-person', 'online'] as const;
export type FormatKey = (typeof FORMAT_KEYS)[number];

export const LESSON_MESSAGES = {
  availability: 'Give each window a day and a start before its end (HH:MM, on the hour or half hour).',
  lengths: 'Offer at least one length, 15 to 240 minutes, each length once.',
  price: 'Keep the price under 60 characters.',
  hours: 'A whole number of hours, 0 to 720.',
  minutes: 'A whole number of minutes, 0 to 240.',
  weeks: 'A whole number of weeks, 1 to 52.',
  formats: 'Offer at least one format.',
  address: 'Keep the address under 300 characters.',
  town: 'Keep the town under 100 characters.',
  link: 'Give a link starting with http:// or https://.',
  start: 'Choose a start time.',
  length: 'Choose one of the offered lengths.',
  format: 'Choose one of the offered formats.',
  message: 'Keep the message under 2000 characters.',
  bookWeeks: 'Book 1 to 26 weeks.',
  status: 'The status is confirmed or declined.',
  taken: 'That time is no longer free. Please choose another.',
  unverified: 'Please verify your e-mail address before booking a lesson.',
  notYours: 'That is not your lesson.',
  notOpen: 'That lesson is already cancelled or declined.',
  maxLessons: 'A whole number of lessons, 1 to 52.',
  limit: 'You have as many lessons booked ahead as a student may. Book more once one has taken place.',
  pendingLimit: 'You have lesson requests waiting for an answer. Book more once they are answered.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[03]0$|^24:00$/, { error: LESSON_MESSAGES.availability });
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

export const availabilitySchema = z
  .array(
    z
      .object({ day: z.enum(LESSON_DAYS, { error: LESSON_MESSAGES.availability }), from: time, to: time })
      .refine((w) => minutesOf(w.from) < minutesOf(w.to), { error: LESSON_MESSAGES.availability }),
    { error: LESSON_MESSAGES.availability },
  )
  .max(50, { error: LESSON_MESSAGES.availability });

export const lengthSchema = z.object({
  minutes: z.number({ error: LESSON_MESSAGES.lengths }).int({ error: LESSON_MESSAGES.lengths }).min(15).max(240),
  price: z.string({ error: LESSON_MESSAGES.price }).trim().max(60, { error: LESSON_MESSAGES.price }),
});

const hours = z.number({ error: LESSON_MESSAGES.hours }).int({ error: LESSON_MESSAGES.hours }).min(0).max(720);

export const lessonFormatSchema = z.discriminatedUnion(
  'key',
  [
    z.object({
      key: z.literal('in-person'),
      label: z.string().trim().min(1, { error: LESSON_MESSAGES.formats }).max(100),
      /** The town, shown on /lessons before choosing (the street address only once booked). */
      town: z.string().trim().max(100, { error: LESSON_MESSAGES.town }).optional(),
      address: z.string().trim().max(300, { error: LESSON_MESSAGES.address }),
    }),
    z.object({
      key: z.literal('online'),
      label: z.string().trim().min(1, { error: LESSON_MESSAGES.formats }).max(100),
      link: z
        .string()
        .trim()
        .max(2000, { error: LESSON_MESSAGES.link })
        .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: LESSON_MESSAGES.link }),
    }),
  ],
  { error: LESSON_MESSAGES.formats },
);
export type LessonFormat = z.infer<typeof lessonFormatSchema>;

/** The owner's lesson settings, as an admin reads and writes them (PUT /api/lessons/settings). */
export const lessonSettingsSchema = z.object({
  availability: availabilitySchema,
  lengths: z
    .array(lengthSchema, { error: LESSON_MESSAGES.lengths })
    .min(1, { error: LESSON_MESSAGES.lengths })
    .max(10, { error: LESSON_MESSAGES.lengths })
    .refine((list) => new Set(list.map((l) => l.minutes)).size === list.length, { error: LESSON_MESSAGES.lengths }),
  bufferMinutes: z.number({ error: LESSON_MESSAGES.minutes }).int({ error: LESSON_MESSAGES.minutes }).min(0).max(240),
  noticeHours: hours,
  horizonWeeks: z.number({ error: LESSON_MESSAGES.weeks }).int({ error: LESSON_MESSAGES.weeks }).min(1).max(52),
  gigBufferHours: hours,
  approval: z.boolean(),
  cancelHours: hours,
  formats: z
    .array(lessonFormatSchema, { error: LESSON_MESSAGES.formats })
    .min(1, { error: LESSON_MESSAGES.formats })
    .max(2, { error: LESSON_MESSAGES.formats })
    .refine((list) => new Set(list.map((f) => f.key)).size === list.length, { error: LESSON_MESSAGES.formats }),
  /** House rules shown beside the booking form (free text). */
  houseRules: z.string().trim().max(4000).default(''),
  /**
   * Lessons one student may hold ahead: pending and confirmed lessons that start in the future,
   * each date of a weekly booking counted. Past it a booking is 409 { message, reason: "limit" }.
   */
  maxLessonsPerStudent: z
    .number({ error: LESSON_MESSAGES.maxLessons })
    .int({ error: LESSON_MESSAGES.maxLessons })
    .min(1, { error: LESSON_MESSAGES.maxLessons })
    .max(52, { error: LESSON_MESSAGES.maxLessons })
    .default(4),
});
export type LessonSettings = z.infer<typeof lessonSettingsSchema>;
export type LessonSettingsInput = z.input<typeof lessonSettingsSchema>;

/** Defaults of a fresh install: both formats on, approval asked, a day's notice. */
export const DEFAULT_LESSON_SETTINGS: LessonSettings = {
  availability: [
    { day: 'TU', from: '14:00', to: '19:00' },
    { day: 'WE', from: '15:00', to: '20:00' },
  ],
  lengths: [
    { minutes: 30, price: '' },
    { minutes: 45, price: '' },
    { minutes: 60, price: '' },
  ],
  bufferMinutes: 15,
  noticeHours: 24,
  horizonWeeks: 8,
  gigBufferHours: 4,
  approval: true,
  cancelHours: 24,
  formats: [
    { key: 'in-person', label: 'In person', address: '' },
    { key: 'online', label: 'Online', link: '' },
  ],
  houseRules: '',
  maxLessonsPerStudent: 4,
};

/** GET /api/lessons/slots query. */
export const slotsQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A day as YYYY-MM-DD.' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A day as YYYY-MM-DD.' }),
  length: z.coerce.number({ error: LESSON_MESSAGES.length }).int({ error: LESSON_MESSAGES.length }),
});

const instant = z
  .string({ error: LESSON_MESSAGES.start })
  .max(40, { error: LESSON_MESSAGES.start })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), { error: LESSON_MESSAGES.start })
  .transform((v) => new Date(v).toISOString());

/** POST /api/lessons/book. */
export const bookLessonSchema = z.object({
  start: instant,
  length: z.number({ error: LESSON_MESSAGES.length }).int({ error: LESSON_MESSAGES.length }),
  format: z.enum(FORMAT_KEYS, { error: LESSON_MESSAGES.format }),
  message: z.string({ error: LESSON_MESSAGES.message }).trim().max(2000, { error: LESSON_MESSAGES.message }).optional(),
  weeks: z
    .number({ error: LESSON_MESSAGES.bookWeeks })
    .int({ error: LESSON_MESSAGES.bookWeeks })
    .min(1, { error: LESSON_MESSAGES.bookWeeks })
    .max(26, { error: LESSON_MESSAGES.bookWeeks })
    .optional(),
});
export type BookLessonInput = z.input<typeof bookLessonSchema>;

export const lessonStatusUpdateSchema = z.object({
  status: z.enum(['confirmed', 'declined'], { error: LESSON_MESSAGES.status }),
});

export const lessonMoveSchema = z.object({ start: instant });

/** A lesson as the API answers it. */
export const lessonSchema = z.object({
  ...recordIds,
  /** The lessons booked together (weekly) share it; the user's `courses` lists these. */
  seriesId: idSchema,
  userId: idSchema,
  student: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  start: z.string(),
  end: z.string(),
  length: z.number(),
  format: z.enum(FORMAT_KEYS),
  message: z.string(),
  status: z.enum(LESSON_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The studio address or the lesson link of its format: told once the lesson is booked. */
  where: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** POST /api/lessons/book answers the first lesson, and every one when weekly. */
export type BookedLessons = Lesson & { lessons: Lesson[] };
