import { jsonColumn } from '../db';
import { IMPORT_FORMATS, type ImportUndo, type LastImport } from '@jazz/contracts';
import { isOneOf } from '@jazz/contracts/typed';
import type { EventFields } from '../events/repository';
import { HttpError } from '../http/errors';
import type { ImportDeps } from './deps';

/** How long the last import can be undone. */
export const UNDO_DAYS = 7;

const undoSince = (now: () => number) => new Date(now() - UNDO_DAYS * 86_400_000).toISOString();

/** The import an undo without `importId` undoes: the last one of the last 7 days not undone, and its count. */
export function lastImport({ runs, now = Date.now }: Pick<ImportDeps, 'runs' | 'now'>): LastImport {
  const run = runs.last(undoSince(now));
  if (!run) return null;
  // a run's format is the importer's, written by applyImport
  const format = isOneOf(IMPORT_FORMATS, run.format) ? run.format : 'ours';
  return { importId: run.id, importedAt: run.at, format, shows: runs.shows(run.id).length };
}

/**
 * Undoes an import of the last 7 days, `importId` or else the last one not undone: the shows it
 * created and nobody edited since are deleted, the shows it updated and nobody edited since are
 * as they were before it; a show edited since is kept as it is, and named. Venues and bands it
 * created that nothing uses any more go too, but a band edited since (bio, pictures, press kit)
 * is kept, and named. An import undone already answers what its undo answered (a retried undo
 * never walks back into the import before).
 */
export function undoImport(
  { events, groups, runs, now = Date.now }: Pick<ImportDeps, 'events' | 'groups' | 'runs' | 'now'>,
  importId?: string,
): ImportUndo {
  const since = undoSince(now);
  return events.transaction(() => {
    const run = importId === undefined ? runs.last(since) : runs.get(importId);
    if (run?.undoAnswer) return jsonColumn<ImportUndo>(run.undoAnswer);
    if (!run || run.at < since)
      throw new HttpError(404, {
        message:
          importId === undefined
            ? 'There is no import of the last 7 days to undo.'
            : 'No such import of the last 7 days.',
      });
    const answer: ImportUndo = {
      importId: run.id,
      importedAt: run.at,
      deleted: [],
      restored: [],
      kept: [],
      removedVenues: 0,
      removedBands: [],
      keptBands: [],
    };
    for (const show of runs.shows(run.id)) {
      const current = events.get(show.eventId);
      if (!current) continue;
      if (current.updatedAt !== show.updatedAt) {
        answer.kept.push(show.eventId);
        continue;
      }
      if (show.action === 'created') {
        events.removeFromSeries(show.eventId);
        answer.deleted.push(show.eventId);
      } else {
        events.update(show.eventId, jsonColumn<EventFields>(show.before!));
        answer.restored.push(show.eventId);
      }
    }
    for (const record of runs.records(run.id)) {
      const name = record.kind === 'group' ? groups.get(record.id)?.name : undefined;
      if (name && runs.groupEdited(record.id)) {
        answer.keptBands.push(name);
        continue;
      }
      if (!runs.dropUnused(record.kind, record.id)) continue;
      if (record.kind === 'venue') answer.removedVenues += 1;
      if (name) answer.removedBands.push(name);
    }
    runs.markUndone(run.id, new Date(now()).toISOString(), JSON.stringify(answer));
    return answer;
  });
}
