import { z } from 'zod';
import { keysOf } from './typed';
import { optionalText, recordIds, requiredText } from './common';

export const TUNE_MESSAGES = {
  title: 'Title is required (at most 300 characters).',
  composers: 'Each writer needs a name (at most 200 characters); 20 writers at most.',
  pro: 'Organisation must be a short name such as BMI, ASCAP, SESAC, SOCAN or PRS (at most 20 characters).',
  share: 'Share must be a percentage from 0 to 100.',
  shares: 'The writers’ shares add up to more than 100%.',
  iswc: 'ISWC must read T-123.456.789-C with its check digit.',
  original: 'Original is yes or no.',
  notes: 'Notes must be at most 2000 characters.',
} as const;

/**
 * The check digit of an ISWC (T-DDD.DDD.DDD-C): 1 + the sum of each of the nine digits times its
 * place (1..9), modulo 10, subtracted from 10 (and 10 is 0).
 */
export function iswcCheckDigit(nineDigits: string): number {
  let sum = 1;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(nineDigits[i]);
  return (10 - (sum % 10)) % 10;
}

const ISWC_FORM = /^T-?(\d{3})\.?(\d{3})\.?(\d{3})-?(\d)$/i;

/** An ISWC written with or without its dots and dashes, as T-123.456.789-C; undefined when not one. */
export function normalizeIswc(value: string): string | undefined {
  const match = ISWC_FORM.exec(value.trim());
  if (!match) return undefined;
  const digits = `${match[1]}${match[2]}${match[3]}`;
  if (iswcCheckDigit(digits) !== Number(match[4])) return undefined;
  return `T-${match[1]}.${match[2]}.${match[3]}-${match[4]}`;
}

/**
 * What is wrong with an ISWC, in words: not of its form, or its check digit not the one its nine
 * digits give ("T-034.524.680-2" should end in 1: a digit mistyped, or the check digit itself).
 * Undefined for a right one or none.
 */
export function iswcProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const match = ISWC_FORM.exec(trimmed);
  if (!match) return TUNE_MESSAGES.iswc;
  const expected = iswcCheckDigit(`${match[1]}${match[2]}${match[3]}`);
  if (expected === Number(match[4])) return undefined;
  return `The ISWC's check digit is wrong: T-${match[1]}.${match[2]}.${match[3]} ends in ${expected}, not ${match[4]}. Check its digits against the work's registration.`;
}

export const composerSchema = z.object({
  name: requiredText(200, TUNE_MESSAGES.composers),
  pro: z
    .string({ error: TUNE_MESSAGES.pro })
    .trim()
    .toUpperCase()
    .max(20, { error: TUNE_MESSAGES.pro })
    .optional()
    .transform((value) => value || undefined),
  share: z
    .number({ error: TUNE_MESSAGES.share })
    .min(0, { error: TUNE_MESSAGES.share })
    .max(100, { error: TUNE_MESSAGES.share })
    .optional(),
});
export type Composer = z.output<typeof composerSchema>;

/** A work of his repertoire: a standard or one of his originals. */
export const tuneDataSchema = z.object({
  title: requiredText(300, TUNE_MESSAGES.title),
  composers: z
    .array(composerSchema, { error: TUNE_MESSAGES.composers })
    .max(20, { error: TUNE_MESSAGES.composers })
    .optional()
    .transform((value) => value ?? [])
    .refine((list) => list.reduce((sum, c) => sum + (c.share ?? 0), 0) <= 100.0001, { error: TUNE_MESSAGES.shares }),
  iswc: z
    .string({ error: TUNE_MESSAGES.iswc })
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? iswcProblem(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => (value ? normalizeIswc(value)! : '')),
  original: z
    .boolean({ error: TUNE_MESSAGES.original })
    .optional()
    .transform((value) => value ?? false),
  notes: optionalText(2000, TUNE_MESSAGES.notes),
});
export type TuneData = z.input<typeof tuneDataSchema>;
export type ValidTuneData = z.output<typeof tuneDataSchema>;

export const tuneSchema = z.object({
  ...recordIds,
  title: z.string(),
  composers: z.array(z.object({ name: z.string(), pro: z.string().optional(), share: z.number().optional() })),
  iswc: z.string(),
  original: z.boolean(),
  notes: z.string(),
  updatedAt: z.string(),
  /** How often a setlist holds it, and the day of the latest show that did ('' when never). */
  timesPlayed: z.number(),
  lastPlayed: z.string(),
});
export type Tune = z.infer<typeof tuneSchema>;

/** The fields a tune comparator is checked on: the editable ones. */
export const TUNE_FIELDS: (keyof TuneData)[] = keysOf(tuneDataSchema.shape);

export { tuneKey } from './tune-key';

/** The performing-rights organisations the report knows by name (others are accepted as written). */
export const PROS = ['ASCAP', 'BMI', 'SESAC', 'SOCAN', 'PRS', 'GMR'] as const;
