import type { Event, ImportAnswer, ImportError, RowAction } from '@jazz/contracts';
import { HttpError } from '../http/errors';
import { applyImport } from './apply';
import type { ImportDeps, ImportOptions } from './deps';
import { showsToCsv, type ExportFormat } from './export';
import { MAX_REPORTED_ERRORS } from './limits';
import { planImport } from './plan';
import { NO_BAND } from './row-bands';
import { lastImport, undoImport } from './undo';

export { UNDO_DAYS } from './undo';
export type { ImportDeps, ImportOptions } from './deps';

/**
 * The import of show files: read in their format, bands and duplicates settled against the
 * database, then every show written in one transaction, or none when any row is refused.
 */
export function createImportService({
  events,
  venues,
  series,
  bandNames,
  groups,
  runs,
  timeZone,
  siteUrl,
  now = Date.now,
}: ImportDeps) {
  return {
    /** Undoes import `importId`, or the last one not undone, of the last 7 days (./undo). */
    undo: (importId?: string) => undoImport({ events, groups, runs, now }, importId),

    /** The import an undo without `importId` undoes (the last of 7 days not undone), or null. */
    last: () => lastImport({ runs, now }),

    /** Every show, earliest first, as CSV in our format, Bandsintown's or GigPress's. */
    exportCsv(format: ExportFormat, keep: (event: Event) => boolean = () => true): string {
      // each show's place (a saved venue's or its own) is in its record: placeOf reads it
      return showsToCsv(events.list().filter(keep), format, timeZone, siteUrl);
    },

    /**
     * Reads, checks and (unless a dry run) imports a file. Any refused row or file problem
     * refuses the whole file: 400 with every problem (the first 100) and the preview.
     */
    async importFile(text: string, options: ImportOptions): Promise<ImportAnswer> {
      // the file is read in slices; from the database snapshot to the transaction, nothing awaits
      const importPlan = await planImport({ events, venues, bandNames, timeZone }, text, options);
      const { file, planned, bands } = importPlan;
      const rows = planned.map((p) => p.preview);
      const shows = planned.flatMap((p) => p.shows);
      const count = (action: RowAction) => shows.filter((s) => s.action === action).length;
      const refusedRows = planned.filter((p) => p.preview.action === 'refused');
      const answer: ImportAnswer = {
        format: file.format,
        ignored: file.ignored,
        rows,
        counts: {
          new: count('new'),
          duplicate: count('duplicate') + count('update'),
          refused: refusedRows.reduce((n, p) => n + (p.row.dates?.length ?? 1), 0),
          // named only when there are some (the answer of an older file reads as before)
          ...(count('kept-newer') > 0 && { keptNewer: count('kept-newer') }),
          ...(count('skipped') > 0 && { skipped: count('skipped') }),
        },
        created: 0,
        updated: 0,
        skipped: 0,
        valid: shows.length,
      };
      if (bands.unknown.size > 0) answer.unknownBands = [...bands.unknown.values()];
      if (planned.some((p) => p.row.problems.some((problem) => problem.message === NO_BAND))) answer.needsBand = true;
      const errors: ImportError[] = [
        ...file.fileProblems.map((p) => ({ row: 1, ...p })),
        ...refusedRows.flatMap((p) => p.row.problems.map((problem) => ({ row: p.row.row, ...problem }))),
      ];
      if (errors.length > 0)
        throw new HttpError(400, {
          ...answer,
          // a refused file's preview is its refused rows (the first 100): the answer stays small
          rows: rows.filter((row) => row.action === 'refused').slice(0, MAX_REPORTED_ERRORS),
          errors: errors.slice(0, MAX_REPORTED_ERRORS),
          errorCount: errors.length,
        });
      answer.skipped = count('duplicate') + count('kept-newer') + count('skipped');
      if (options.dryRun) return answer;
      const importId = applyImport({ events, venues, series, groups, runs, now }, importPlan);
      if (importId) answer.importId = importId;
      answer.created = count('new');
      answer.updated = count('update');
      return answer;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
