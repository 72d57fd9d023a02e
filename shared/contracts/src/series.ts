import { z } from 'zod';
import { keysOf } from './typed';
import { optionalWallTime, WALL_TIME, WEEKDAYS } from './common';
import { eventDataObject, eventSchema, venueCheck, venueIsGiven } from './event';

/** Residencies: one rule makes one ordinary event per date, all carrying seriesId. */
export const SERIES_MESSAGES = {
  repeat: 'Repeats must be weekly or monthly, on at least one day of the week.',
  bySetPos: 'A monthly series needs which week: first, second, third, fourth or last.',
  interval: 'Every must be a whole number from 1 to 12.',
  startTime: 'Start time must be a time such as 19:00.',
  endTime: 'End time must be a time such as 22:30.',
  from: 'First date must be a date such as 2026-12-03.',
  until: 'Last date must be a date on or after the first date.',
  count: 'Number of dates must be a whole number from 1 to 500.',
  tooMany: 'A series can have at most 500 dates: choose an earlier last date.',
  from_event: 'That show is not a date of this series.',
} as const;

export const SET_POSITIONS = [1, 2, 3, 4, -1] as const;
export const MAX_SERIES_DATES = 500;

export const repeatSchema = z
  .object(
    {
      freq: z.enum(['weekly', 'monthly'], { error: SERIES_MESSAGES.repeat }),
      byDay: z
        .array(z.enum(WEEKDAYS, { error: SERIES_MESSAGES.repeat }), { error: SERIES_MESSAGES.repeat })
        .min(1)
        .max(7),
      interval: z.number({ error: SERIES_MESSAGES.interval }).int().min(1).max(12).optional(),
      bySetPos: z
        .union(
          SET_POSITIONS.map((n) => z.literal(n)),
          { error: SERIES_MESSAGES.bySetPos },
        )
        .optional(),
    },
    { error: SERIES_MESSAGES.repeat },
  )
  .superRefine((repeat, ctx) => {
    if (repeat.freq === 'monthly' && repeat.bySetPos === undefined)
      ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.bySetPos });
  });
export type Repeat = z.output<typeof repeatSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The rule of a series: what the recurrence library is given. */
export const seriesRuleSchema = z.object({
  repeat: repeatSchema,
  startTime: z
    .string({ error: SERIES_MESSAGES.startTime })
    .trim()
    .regex(WALL_TIME, { error: SERIES_MESSAGES.startTime }),
  endTime: optionalWallTime(SERIES_MESSAGES.endTime),
  from: z.string({ error: SERIES_MESSAGES.from }).trim().refine(isDate, { error: SERIES_MESSAGES.from }),
  until: z
    .string({ error: SERIES_MESSAGES.until })
    .trim()
    .refine((value) => value === '' || isDate(value), { error: SERIES_MESSAGES.until })
    .optional()
    .transform((value) => value ?? ''),
  count: z
    .number({ error: SERIES_MESSAGES.count })
    .int({ error: SERIES_MESSAGES.count })
    .min(1, { error: SERIES_MESSAGES.count })
    .max(MAX_SERIES_DATES, { error: SERIES_MESSAGES.count })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type SeriesRule = z.output<typeof seriesRuleSchema>;

/** The template: every event field but the dates, which the rule gives, and the setlist, which is each night's own. */
export const seriesTemplateSchema = eventDataObject.omit({ startDate: true, endDate: true, setlist: true });

/** `POST /api/series/create` and the seriesData of an update: the template's fields and the rule, flat. */
export const seriesDataSchema = seriesTemplateSchema
  .extend(seriesRuleSchema.shape)
  .refine(venueIsGiven, venueCheck)
  .superRefine((data, ctx) => {
    if (data.until && data.until < data.from)
      ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_MESSAGES.until });
    if (data.until && data.count !== null)
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'Give a last date or a number of dates, not both.' });
  });
export type SeriesData = z.input<typeof seriesDataSchema>;
export type ValidSeriesData = z.output<typeof seriesDataSchema>;
export type SeriesTemplate = z.output<typeof seriesTemplateSchema>;

/** The fields of a series comparator: everything of GET /api/series/{id} but ids, updatedAt and events. */
export const SERIES_FIELDS: (keyof SeriesData)[] = keysOf(seriesTemplateSchema.extend(seriesRuleSchema.shape).shape);

/** `GET /api/series/{id}`: flat (docs/product.md), with its events (not part of the comparator). */
export const seriesSchema = seriesTemplateSchema.extend(seriesRuleSchema.shape).extend({
  _id: z.string(),
  id: z.string(),
  updatedAt: z.string(),
  events: z.array(eventSchema),
});
export interface Series extends Omit<ValidSeriesData, 'count'> {
  _id: string;
  id: string;
  count: number | null;
  updatedAt: string;
  events: z.infer<typeof eventSchema>[];
}

export { describeRepeat } from './show-words';
