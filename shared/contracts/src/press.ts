import { z } from 'zod';
import {
  type FieldErrors,
  idSchema,
  optionalText,
  type ParseResult,
  recordIds,
  requiredText,
  rowFieldErrors,
} from './common';
import { isEmbedUrl, PLAYLIST_PROVIDERS, providerList, VIDEO_PROVIDERS } from './embed';
import { IMAGE_FORMAT_NAMES } from './image';
import { MAX_ROWS, PAGE_MESSAGES } from './page-messages';
import { httpUrlSchema, optionalPlaylistUrl } from './page-rows';

/**
 * Press kits: one per key, `site` for the musician, else a group's id
 * (GET /api/press/{key}, PUT /api/press/update/{key} with { pressComparatorData, pressData }).
 * Text is plain text, rendered escaped; paragraphs are separated by a blank line.
 */

export const PRESS_SITE_KEY = 'site';
/** Bytes of one press photo's original (decoded). */
export const MAX_PRESS_PHOTO_BYTES = 40 * 1024 * 1024;
/** Pixels of one press photo: a 45-megapixel camera's full frame fits. */
export const MAX_PRESS_PHOTO_PIXELS = 50_000_000;

const LONG = 20000;

export const PRESS_MESSAGES = {
  bioShort: 'The short bio must be at most 2000 characters.',
  bioMedium: 'The medium bio must be at most 5000 characters.',
  bioLong: `The long bio must be at most ${LONG} characters.`,
  quote: 'Quote is required.',
  quoteTooLong: 'Quote must be at most 2000 characters.',
  source: 'Source must be at most 300 characters.',
  url: PAGE_MESSAGES.url,
  featuredVideo: `Featured video must be a ${providerList(VIDEO_PROVIDERS)} address.`,
  featuredTrack: `Featured track must be a ${providerList(PLAYLIST_PROVIDERS)} address (for Bandcamp, the address from Share / Embed).`,
  channel: 'Channel must be at most 20 characters.',
  instrument: 'Instrument is required.',
  instrumentTooLong: 'Instrument must be at most 200 characters.',
  mic: 'Mic or DI must be at most 200 characters.',
  notes: 'Notes must be at most 500 characters.',
  backline: `Backline must be at most ${LONG} characters.`,
  hospitality: `Hospitality must be at most ${LONG} characters.`,
  contact: 'Booking contact must be at most 2000 characters.',
  stagePlot: `The stage plot must be an image (${IMAGE_FORMAT_NAMES}) or a PDF.`,
  stagePlotPdf: 'This file is not a PDF: the stage plot must be an image or a PDF.',
  stagePlotTooManyBytes: `The stage plot must be at most ${MAX_PRESS_PHOTO_BYTES / 1024 / 1024} MB.`,
  rows: `A list can have at most ${MAX_ROWS} rows.`,
  key: 'No such press kit.',
  title: 'Title is required.',
  titleTooLong: 'Title must be at most 300 characters.',
  credit: 'Credit must be at most 300 characters.',
  usage: 'Usage must be at most 500 characters.',
  image: `Choose an image file (${IMAGE_FORMAT_NAMES}).`,
  tooManyBytes: `A press photo must be at most ${MAX_PRESS_PHOTO_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `A press photo must be at most ${MAX_PRESS_PHOTO_PIXELS / 1_000_000} megapixels.`,
  ids: 'Send every photo id of this press kit once, in the new order.',
} as const;

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: PRESS_MESSAGES.rows })
    .max(MAX_ROWS, { error: PRESS_MESSAGES.rows })
    .optional()
    .transform((value) => value ?? []);

export const pressQuoteSchema = z.object({
  quote: z
    .string({ error: PRESS_MESSAGES.quote })
    .trim()
    .min(1, { error: PRESS_MESSAGES.quote })
    .max(2000, { error: PRESS_MESSAGES.quoteTooLong }),
  source: optionalText(300, PRESS_MESSAGES.source),
  url: z
    .union([z.literal(''), httpUrlSchema(PRESS_MESSAGES.url)], { error: PRESS_MESSAGES.url })
    .optional()
    .transform((value) => (value ?? '').trim()),
});
export type PressQuote = z.output<typeof pressQuoteSchema>;

/** One line of the input list; every field is a string (channel "1", "7-8"). */
export const inputRowSchema = z.object({
  channel: optionalText(20, PRESS_MESSAGES.channel),
  instrument: requiredText(200, PRESS_MESSAGES.instrument, PRESS_MESSAGES.instrumentTooLong),
  mic: optionalText(200, PRESS_MESSAGES.mic),
  notes: optionalText(500, PRESS_MESSAGES.notes),
});
export type InputRow = z.output<typeof inputRowSchema>;

const optionalVideo = z
  .string({ error: PRESS_MESSAGES.featuredVideo })
  .trim()
  .max(2000, { error: PRESS_MESSAGES.featuredVideo })
  .refine((value) => value === '' || isEmbedUrl(value, VIDEO_PROVIDERS), { error: PRESS_MESSAGES.featuredVideo })
  .optional()
  .transform((value) => value ?? '');

/**
 * The editable fields (pressData). `stagePlot` is a data URL (a new image or PDF), the URL the kit
 * already has (kept) or empty (none); `stagePlotByLinkOnly` keeps it off the public page.
 */
export const pressDataSchema = z.object({
  bioShort: optionalText(2000, PRESS_MESSAGES.bioShort),
  bioMedium: optionalText(5000, PRESS_MESSAGES.bioMedium),
  bioLong: optionalText(LONG, PRESS_MESSAGES.bioLong),
  quotes: rows(pressQuoteSchema),
  featuredVideo: optionalVideo,
  featuredTrack: optionalPlaylistUrl
    .optional()
    .transform((value) => value ?? '')
    .pipe(z.string({ error: PRESS_MESSAGES.featuredTrack })),
  inputList: rows(inputRowSchema),
  backline: optionalText(LONG, PRESS_MESSAGES.backline),
  hospitality: optionalText(LONG, PRESS_MESSAGES.hospitality),
  contact: optionalText(2000, PRESS_MESSAGES.contact),
  stagePlot: z
    .string({ error: PRESS_MESSAGES.stagePlot })
    .max(60_000_000, { error: PRESS_MESSAGES.stagePlot }) // a 40 MB file as base64; the server checks the bytes
    .optional()
    .transform((value) => value ?? ''),
  stagePlotByLinkOnly: z
    .boolean()
    .optional()
    .transform((value) => value ?? false),
});
export type PressData = z.input<typeof pressDataSchema>;
export type PressFields = z.output<typeof pressDataSchema>;

/** The fields an update's comparator is checked on: every editable field. */
export const PRESS_FIELDS = [
  'bioShort',
  'bioMedium',
  'bioLong',
  'quotes',
  'featuredVideo',
  'featuredTrack',
  'inputList',
  'backline',
  'hospitality',
  'contact',
  'stagePlot',
  'stagePlotByLinkOnly',
] as const satisfies readonly (keyof PressFields)[];

export const emptyPressFields = (): PressFields => ({
  bioShort: '',
  bioMedium: '',
  bioLong: '',
  quotes: [],
  featuredVideo: '',
  featuredTrack: '',
  inputList: [],
  backline: '',
  hospitality: '',
  contact: '',
  stagePlot: '',
  stagePlotByLinkOnly: false,
});

export const pressPhotoSchema = z.object({
  ...recordIds,
  title: z.string(),
  credit: z.string(),
  usage: z.string(),
  /** The large web variant, `srcSet` every variant. */
  image: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
  /** The download of the original file (full size, metadata removed). */
  original: z.string(),
  originalWidth: z.number(),
  originalHeight: z.number(),
  originalBytes: z.number(),
  originalType: z.string(),
  position: z.number(),
  updatedAt: z.string(),
});
export type PressPhoto = z.infer<typeof pressPhotoSchema>;

// in the file without schemas, so the press page reads it without loading zod
export { isStagePlotPdf } from './names';

/**
 * A press kit as GET /api/press/{key} answers it: the fields, then what the page shows beside
 * them (not part of the comparator). An admin also gets `stagePlotLink`, the secret address of
 * a stage plot kept "only by link"; everyone else gets an empty `stagePlot` for such a plot.
 */
export type PressKit = PressFields & {
  _id: string;
  key: string;
  /** The musician's name or the band's. */
  name: string;
  /** The press page's path: /press, /cannonball-quintet/press, /groups/{id}/press. */
  path: string;
  photos: PressPhoto[];
  stagePlotLink: string;
  updatedAt: string;
};

const photoTitle = requiredText(300, PRESS_MESSAGES.title, PRESS_MESSAGES.titleTooLong);

/** PUT /api/press/{key}/photos/update/{id} ({ photoComparatorData, photoData }). */
export const pressPhotoDataSchema = z.object({
  title: photoTitle,
  credit: optionalText(300, PRESS_MESSAGES.credit),
  usage: optionalText(500, PRESS_MESSAGES.usage),
});
export type PressPhotoData = z.input<typeof pressPhotoDataSchema>;
export const PRESS_PHOTO_FIELDS = ['title', 'credit', 'usage'] as const;

/** POST /api/press/{key}/photos/create: the text and the image as a data URL. */
export const pressPhotoCreateSchema = pressPhotoDataSchema.extend({
  image: z.string({ error: PRESS_MESSAGES.image }).min(1, { error: PRESS_MESSAGES.image }),
});
export type PressPhotoCreateInput = z.input<typeof pressPhotoCreateSchema>;

export const pressPhotoOrderSchema = z.object({
  ids: z.array(idSchema, { error: PRESS_MESSAGES.ids }).max(10000, { error: PRESS_MESSAGES.ids }),
});

const ROW_LABELS: Record<string, string> = { quotes: 'Quote', inputList: 'Input' };

/** A press kit's errors: a list's first problem under its name ("Input 2: ...") and under its cell ("inputList.1.instrument"). */
export const pressFieldErrors = (error: z.ZodError): FieldErrors => rowFieldErrors(error, ROW_LABELS);

/** Checks a press kit's fields (server and form alike). */
export function parsePressData(input: unknown): ParseResult<PressFields> {
  const result = pressDataSchema.safeParse(input ?? {});
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: pressFieldErrors(result.error) };
}
