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

/**
 * What a show of the file becomes: created, left alone (a duplicate), updated, refused, left
 * alone because the show was changed on the site after the file's row (`kept-newer`), or skipped
 * (a cancelled calendar event the site never had).
 */
export const ROW_ACTIONS = ['new', 'duplicate', 'update', 'refused', 'kept-newer', 'skipped'] as const;
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
  /** A row of an existing show: the event fields the file's row would change (by their API names). */
  changes: z.array(z.string()).optional(),
  /** The show becomes (or stays) private: the file says so (a calendar's CLASS:PRIVATE or CONFIDENTIAL, a private column). */
  private: z.literal(true).optional(),
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
  counts: z.object({
    new: z.number(),
    duplicate: z.number(),
    refused: z.number(),
    /** Shows left as they are because the site's copy is newer than the file's row. */
    keptNewer: z.number().optional(),
    /** Cancelled calendar events the site never had: not imported. */
    skipped: z.number().optional(),
  }),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** Shows that could be imported (new ones and duplicates). */
  valid: z.number(),
  /** A refused file: the first 100 problems, and how many there are in all. */
  errors: z.array(importErrorSchema).optional(),
  errorCount: z.number().optional(),
  /** The artists of the file that are none of the site's bands and have no mapping in `bands`. */
  unknownBands: z.array(z.string()).optional(),
  /** The file names no band and no `group` was given: the preview asks for the band. */
  needsBand: z.boolean().optional(),
  /** An import that wrote something: its id, for `POST /api/events/import/undo` { importId }. */
  importId: z.string().optional(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * `bands=` of an import: each artist as the file names it, mapped to one of the site's bands
 * (by name) or created as a new band.
 */
export const bandMappingSchema = z.record(z.string(), z.union([z.string(), z.object({ create: z.literal(true) })]));
export type BandMapping = z.infer<typeof bandMappingSchema>;

/** `POST /api/events/import/undo` { importId? }: what undoing that import (or the last one) did. */
export const importUndoSchema = z.object({
  /** The undone import. */
  importId: z.string(),
  /** When the undone import ran. */
  importedAt: z.string(),
  /** Shows it created, now deleted. */
  deleted: z.array(z.string()),
  /** Shows it updated, now as they were before it. */
  restored: z.array(z.string()),
  /** Shows edited on the site since the import: left as they are. */
  kept: z.array(z.string()),
  /** Venues and bands it created that nothing uses any more, now removed. */
  removedVenues: z.number(),
  removedBands: z.array(z.string()),
  /** Bands it created that were edited since (bio, pictures, press kit, name): kept, by name. */
  keptBands: z.array(z.string()),
});
export type ImportUndo = z.infer<typeof importUndoSchema>;

/** `GET /api/events/import/last` { last }: the import an undo without `importId` would undo, or null. */
export const lastImportSchema = z.object({
  last: z
    .object({
      importId: z.string(),
      /** When it ran. */
      importedAt: z.string(),
      format: z.enum(IMPORT_FORMATS),
      /** The shows it created or updated. */
      shows: z.number(),
    })
    .nullable(),
});
export type LastImport = z.infer<typeof lastImportSchema>['last'];
