import { z } from 'zod';
import { EVENT_STATUSES } from './event';

/** The files `POST /api/events/import` reads, recognised from the file itself. */
export const IMPORT_FORMATS = ['ours', 'gigpress', 'bandsintown', 'the-events-calendar', 'icalendar'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What the admin calls each format. */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  ours: "This site's CSV",
  gigpress: 'GigPress CSV',
  bandsintown: 'Bandsintown upload template',
  'the-events-calendar': 'The Events Calendar CSV',
  icalendar: 'Calendar file (iCalendar)',
};

/** `GET /api/events/export.csv?format=` */
export const EXPORT_FORMATS = ['ours', 'bandsintown', 'gigpress'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DUPLICATES_RULES = ['skip', 'update'] as const;
export type DuplicatesRule = (typeof DUPLICATES_RULES)[number];

/** What a show of the file becomes: created, left alone (a duplicate), updated, or refused. */
export const ROW_ACTIONS = ['new', 'duplicate', 'update', 'refused'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export const rowProblemSchema = z.object({ field: z.string(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblemSchema>;

export const previewDateSchema = z.object({
  date: z.string(),
  time: z.string(),
  status: z.enum(EVENT_STATUSES),
  action: z.enum(ROW_ACTIONS),
  /** The existing show this date duplicates. */
  duplicateOf: z.string().optional(),
});
export type PreviewDate = z.infer<typeof previewDateSchema>;

/** One row of the file as the import maps it: day and time in the site's zone ('' time: not announced). */
export const previewRowSchema = z.object({
  row: z.number(),
  date: z.string(),
  time: z.string(),
  band: z.string(),
  venue: z.string(),
  title: z.string(),
  status: z.union([z.enum(EVENT_STATUSES), z.literal('')]),
  action: z.enum(ROW_ACTIONS),
  duplicateOf: z.string().optional(),
  /** An earlier row of the same file this one repeats. */
  duplicateOfRow: z.number().optional(),
  problems: z.array(rowProblemSchema),
  /** A calendar series: every date (the row's own is the first). */
  dates: z.array(previewDateSchema).optional(),
  /** A series imported as a residency: its rule in words ("Every Thursday"). */
  repeat: z.string().optional(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** The answer of an import or its dry run (201/200); a refused file is 400 with `errors` too. */
export const importAnswerSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Columns of the file the importer does not use, named once. */
  ignored: z.array(z.string()),
  rows: z.array(previewRowSchema),
  counts: z.object({ new: z.number(), duplicate: z.number(), refused: z.number() }),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** Shows that could be imported (new ones and duplicates). */
  valid: z.number(),
  /** A refused file: the first 100 problems, and how many there are in all. */
  errors: z.array(importErrorSchema).optional(),
  errorCount: z.number().optional(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
