import { kindOf, targetOf, type OutboxEntry } from './outbox-types';

/** Why a pending change is not sent yet although the server answers. */
export interface Hold {
  /** The stopped entry (a conflict or a refused change) it waits for. */
  by: OutboxEntry;
  /**
   * 'record': a later change to the same record (it was drafted on top of the stopped one);
   * 'uses': it names a record that the stopped change was to create (e.g. a show linking a
   * band drafted offline), so it can not go out before that record exists.
   */
  why: 'record' | 'uses';
}

const recordOf = (entry: OutboxEntry) => `${kindOf(entry)}:${targetOf(entry)}`;

/**
 * Which pending entries wait, and for what. A conflict or a refusal holds back only its own
 * record and the drafts that depend on it; every other change goes out: one
 * unresolved conflict about a show must not stop the photos of a band.
 */
export function holdsOf(entries: readonly OutboxEntry[]): Map<number, Hold> {
  const holds = new Map<number, Hold>();
  const heldRecords = new Map<string, OutboxEntry>();
  // draft ids of records whose create is stopped or held: naming one means depending on it
  const heldDrafts = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    let hold: Hold | undefined;
    const sameRecord = heldRecords.get(recordOf(entry));
    if (sameRecord) hold = { by: sameRecord, why: 'record' };
    // an order names every photo shown, drafts too; one whose upload was refused is left out
    // when the order is sent (kinds/photos.ts), so a refused upload does not hold the new order
    else if (heldDrafts.size && entry.op !== 'photo.order') {
      // a show's money names its show by its id (a temp id while the show's create waits), not in its data
      const text = JSON.stringify('data' in entry ? entry.data : {}) + (entry.op === 'money.update' ? entry.id : '');
      for (const [draftId, by] of heldDrafts)
        if (text.includes(draftId)) {
          hold = { by, why: 'uses' };
          break;
        }
    }
    const blocker = hold?.by ?? (entry.status === 'pending' ? undefined : entry);
    if (hold) holds.set(entry.seq, hold);
    if (!blocker) continue;
    heldRecords.set(recordOf(entry), blocker);
    if ('tempId' in entry) heldDrafts.set(entry.tempId, blocker);
  }
  return holds;
}

/** The first entry sync may send now: pending and not held back. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  const holds = holdsOf(entries);
  return entries.find((entry) => entry.status === 'pending' && !holds.has(entry.seq));
}
