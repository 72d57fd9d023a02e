import { z } from 'zod';
import { idSchema } from './common';
import { wallClock } from './time';

/** A call's states (docs/calls.md): being asked, filled, nobody left, called off. */
export const CALL_STATES = ['asked', 'confirmed', 'unfilled', 'cancelled'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_MESSAGES = {
  eventId: 'Choose the show.',
  instrument: 'Name the instrument (at most 100 characters).',
  people: 'Choose who is asked first, then the backups in order (at most 20, each once).',
  noEmail: 'has no email address: add it to the person first.',
  fee: 'The fee is a whole number of cents, 0 or more.',
  answerBy: 'The answer-by time is a future date and time.',
  note: 'The note is at most 2000 characters.',
  past: 'This show has started already.',
} as const;

/** POST /api/calls/create: the chair, who is asked first and the backups, the fee, the deadline. */
export const callCreateSchema = z.object({
  eventId: z
    .string({ error: CALL_MESSAGES.eventId })
    .trim()
    .min(1, { error: CALL_MESSAGES.eventId })
    .max(64, { error: CALL_MESSAGES.eventId }),
  instrument: z
    .string({ error: CALL_MESSAGES.instrument })
    .trim()
    .min(1, { error: CALL_MESSAGES.instrument })
    .max(100, { error: CALL_MESSAGES.instrument }),
  people: z
    .array(idSchema, { error: CALL_MESSAGES.people })
    .min(1, { error: CALL_MESSAGES.people })
    .max(20, { error: CALL_MESSAGES.people })
    .refine((ids) => new Set(ids).size === ids.length, { error: CALL_MESSAGES.people }),
  fee: z
    .number({ error: CALL_MESSAGES.fee })
    .int({ error: CALL_MESSAGES.fee })
    .min(0, { error: CALL_MESSAGES.fee })
    .max(100_000_000, { error: CALL_MESSAGES.fee })
    .nullable()
    .optional(),
  answerBy: z.iso.datetime({ offset: true, error: CALL_MESSAGES.answerBy }).optional(),
  note: z.string({ error: CALL_MESSAGES.note }).trim().max(2000, { error: CALL_MESSAGES.note }).optional(),
});
export type CallCreate = z.input<typeof callCreateSchema>;

/** One person's turn: when asked and what he answered (null: no answer, or none yet). */
export const callAskSchema = z.object({
  personId: z.string(),
  askedAt: z.string(),
  answer: z.enum(['yes', 'no']).nullable(),
  answeredAt: z.string().nullable(),
});
export type CallAsk = z.output<typeof callAskSchema>;

/** A call as the API answers it (admin-only). */
export const callSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  instrument: z.string(),
  people: z.array(z.string()),
  fee: z.number().int().nullable(),
  answerBy: z.string(),
  note: z.string(),
  state: z.enum(CALL_STATES),
  asked: z.array(callAskSchema),
  createdAt: z.string(),
});
export type Call = z.output<typeof callSchema>;

/** A player's calendar feed (GET /api/people/feed/{id}, POST /api/people/feed/renew/{id}): its address, or null before he has one. */
export const personFeedSchema = z.object({ url: z.string().nullable() });
export type PersonFeed = z.output<typeof personFeedSchema>;

/** GET /api/calls: `eventId` (that show's calls), `open=1` (upcoming chairs not confirmed), or neither. */
export const callsQuerySchema = z.object({
  eventId: z.string().optional(),
  open: z.enum(['1', '0', 'true', 'false']).optional(),
});

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "Thu 6 PM", "Sat 7:30 PM": an instant as a short weekday and hour in `timeZone`. */
export function shortWhen(instant: string, timeZone: string): string {
  const w = wallClock(Date.parse(instant), timeZone);
  const hour = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${SHORT_DAYS[w.weekday]} ${hour}${w.minute ? `:${String(w.minute).padStart(2, '0')}` : ''} ${w.hour >= 12 ? 'PM' : 'AM'}`;
}

/** The deadline of a call's turn: the first has until answerBy, each later one as long as the first had. */
export function turnDeadline(call: Pick<Call, 'answerBy' | 'createdAt' | 'asked'>, index: number): string {
  const ask = call.asked[index];
  if (!ask || index === 0) return call.answerBy;
  return new Date(Date.parse(ask.askedAt) + Date.parse(call.answerBy) - Date.parse(call.createdAt)).toISOString();
}

/**
 * A chair's state in words, as Edit Event's "Band" section writes it: "Asked Dana Reyes —
 * waiting, answer by Thu 6 PM", "Confirmed: Dana Reyes", "Unfilled: nobody said yes", "Cancelled".
 */
export function callStateText(call: Call, nameOf: (personId: string) => string, timeZone: string): string {
  const last = call.asked.length - 1;
  const current = call.asked[last];
  switch (call.state) {
    case 'asked':
      return current
        ? `Asked ${nameOf(current.personId)} — waiting, answer by ${shortWhen(turnDeadline(call, last), timeZone)}`
        : 'Asking';
    case 'confirmed':
      return `Confirmed: ${nameOf(call.asked.find((ask) => ask.answer === 'yes')?.personId ?? '')}`;
    case 'unfilled':
      return 'Unfilled: nobody said yes';
    case 'cancelled':
      return 'Cancelled';
  }
}
