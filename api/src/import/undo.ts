import { jsonColumn } from '../db';
import type { ImportUndo } from '@jazz/contracts';
import type { EventFields } from '../events/repository';
import { HttpError } from '../http/errors';
import type { ImportDeps } from './deps';

/** How long the last import can be undone. */
export const UNDO_DAYS = 7;

/**
 * Undoes the last import of the last 7 days: the shows it created and nobody edited since are
 * deleted, the shows it updated and nobody edited since are as they were before it; a show
 * edited since is kept as it is, and named. Venues and bands it created that nothing uses any
 * more go too.
 */
export function undoLastImport({
  events,
  groups,
  runs,
  now = Date.now,
}: Pick<ImportDeps, 'events' | 'groups' | 'runs' | 'now'>): ImportUndo {
  const since = new Date(now() - UNDO_DAYS * 86_400_000).toISOString();
  return events.transaction(() => {
    const run = runs.last(since);
    if (!run) throw new HttpError(404, { message: 'There is no import of the last 7 days to undo.' });
    const answer: ImportUndo = {
      importedAt: run.at,
      deleted: [],
      restored: [],
      kept: [],
      removedVenues: 0,
      removedBands: [],
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
      if (!runs.dropUnused(record.kind, record.id)) continue;
      if (record.kind === 'venue') answer.removedVenues += 1;
      if (name) answer.removedBands.push(name);
    }
    runs.markUndone(run.id, new Date(now()).toISOString());
    return answer;
  });
}
