import { PHONE_FIELDS, type CalendarChange, type Event } from '@jazz/contracts';
import { DEFAULT_SHOW_MINUTES } from '@jazz/contracts/shows';
import { notFound } from '../http/errors';
import { nowIso } from '../ids';
import type { SyncContext } from './context';
import { fieldsOfShow } from './push';
import type { PushedFields, StoredChange } from './repository';

/**
 * His edits of pushed shows (docs/calendar-sync.md, "Edits on his phone"): listed, never applied
 * on their own. Accept writes his version through the shows' normal update (public pages follow;
 * accepting a deletion cancels the show); Revert pushes ours over his.
 */
export function createPhoneEdits(ctx: SyncContext, queue: (eventId: string) => void) {
  const { repo } = ctx;

  /** The fields that really differ; an end that only follows the start at the usual length is none. */
  function differing(event: Event, theirs: PushedFields): CalendarChange['fields'] {
    const ours = fieldsOfShow(event, ctx.settings());
    const fields: CalendarChange['fields'] = {};
    for (const name of PHONE_FIELDS) {
      if ((ours[name] ?? '') === (theirs[name] ?? '')) continue;
      if (name === 'endDate' && !event.endDate && theirs.startDate && theirs.endDate) {
        const usual = (ctx.settings().showMinutes ?? DEFAULT_SHOW_MINUTES) * 60_000;
        if (Date.parse(theirs.endDate) - Date.parse(theirs.startDate) === usual) continue;
      }
      fields[name] = { ours: ours[name] ?? '', theirs: theirs[name] ?? '' };
    }
    return fields;
  }

  const pending = (eventId: string): { change: StoredChange; event: Event } => {
    const change = repo.change(eventId);
    const event = ctx.events.find(eventId);
    if (!change || !event) throw notFound('No change of that show is waiting.');
    return { change, event };
  };

  return {
    list(): CalendarChange[] {
      return repo.changes().flatMap((change) => {
        const event = ctx.events.find(change.eventId);
        if (!event) return [];
        return [
          {
            eventId: change.eventId,
            kind: change.kind,
            fields: change.theirs ? differing(event, change.theirs) : {},
          },
        ];
      });
    },

    /** His version becomes the show's, through the normal update. */
    accept(eventId: string): Event {
      const { change, event } = pending(eventId);
      const fields = change.theirs ? differing(event, change.theirs) : {};
      const data: Record<string, unknown> = { ...event };
      if (change.kind === 'deleted') data.status = 'cancelled';
      else {
        if (fields.startDate) data.startDate = fields.startDate.theirs;
        if (fields.endDate) data.endDate = fields.endDate.theirs;
        if (fields.status) data.status = fields.status.theirs === 'CANCELLED' ? 'cancelled' : 'scheduled';
      }
      return repo.transaction(() => {
        const updated = ctx.events.update(eventId, { eventComparatorData: event, eventData: data });
        const pushed = repo.pushed(eventId);
        // his file is the base of our next write; a deleted one is not put back on his phone
        if (pushed)
          repo.savePushed(
            change.kind === 'deleted' ? { ...pushed, dropped: true } : { ...pushed, etag: change.etag },
            nowIso(),
          );
        repo.dropChange(eventId);
        queue(eventId);
        return updated;
      });
    },

    /** Ours is pushed again over his version (or made again where he deleted it). */
    revert(eventId: string): { eventId: string } {
      const { change } = pending(eventId);
      repo.transaction(() => {
        const pushed = repo.pushed(eventId);
        if (pushed && change.kind === 'deleted') repo.forgetPushed(eventId);
        else if (pushed) repo.savePushed({ ...pushed, etag: change.etag }, nowIso());
        repo.dropChange(eventId);
        queue(eventId);
      });
      return { eventId };
    },
  };
}
