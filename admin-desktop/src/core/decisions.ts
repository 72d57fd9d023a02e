import { addDiscarded, takeDiscarded } from './discarded';
import { newKey, type Outbox } from './outbox';
import { fieldsOf, isRecord, isStoredRecord, kindOf, targetOf, type OutboxEntry, type OutboxOp } from './outbox-types';
import { listKey, recordKey, rememberRecord, resolveId } from './views';

/**
 * What the musician decides about a stopped change (the conflict panel, the restore bin). Each
 * answers whether the outbox changed, so that the sync engine (sync.ts) sends again.
 */

/** In a conflict, which side each field both changed takes. */
export type FieldChoices = Record<string, 'mine' | 'theirs'>;

/** The clock of the restore bin (30 days). */
type Now = () => number;

/** Conflict: send the draft again, compared with the server's version the user has now seen. */
export async function keepMine(outbox: Outbox, seq: number): Promise<boolean> {
  const entry = outbox.entries().find((e) => e.seq === seq);
  if (entry?.status !== 'conflict') return false;
  // A new key: the server keeps the 409 under the old one and would replay it.
  const again = { status: 'pending', key: newKey(), attempts: 0, conflicts: undefined } as const;
  if (entry.op === 'photo.order') {
    const seen = (Array.isArray(entry.current) ? entry.current : []).filter(isStoredRecord).map((p) => p._id);
    await outbox.update({ ...entry, ...again, seen });
  } else if ('comparator' in entry) {
    const comparator = isRecord(entry.current) ? entry.current : {};
    await outbox.update({ ...entry, ...again, comparator, from: 'server' });
  } else return false;
  return true;
}

/**
 * Conflict: each field both changed takes the side chosen; what did not conflict stays as
 * merged (the draft's other changes, photos uploaded offline...) and goes out. The fields
 * given up wait in the restore bin for 30 days.
 */
export async function resolve(outbox: Outbox, seq: number, choices: FieldChoices, now: Now): Promise<boolean> {
  const entry = outbox.entries().find((e) => e.seq === seq);
  if (entry?.status !== 'conflict' || !('comparator' in entry) || !isRecord(entry.current)) return false;
  const theirs = entry.current;
  const givenUp = (entry.conflicts ?? []).filter((field) => choices[field] === 'theirs');
  const data = fieldsOf(entry);
  for (const field of givenUp) data[field] = theirs[field];
  if (givenUp.length)
    await addDiscarded(
      outbox.storage,
      { discardedAt: new Date(now()).toISOString(), entries: [entry], fields: givenUp },
      now(),
    );
  const again = { status: 'pending', key: newKey(), attempts: 0, conflicts: undefined, current: undefined } as const;
  // the draft's own fields, some now the server's: the shape its data had
  await outbox.update({ ...entry, ...again, data: data as never, comparator: theirs, from: 'server' });
  return true;
}

/**
 * Conflict: the server's version for every field both changed; the draft's other changes are
 * kept (resolve). A refused change, or a conflicting order of photos: the draft and every
 * later change built on it go to the restore bin; the server's version stays.
 */
export async function keepTheirs(outbox: Outbox, seq: number, now: Now): Promise<boolean> {
  const entry = outbox.entries().find((e) => e.seq === seq);
  if (!entry) return false;
  if (entry.status === 'conflict' && 'comparator' in entry && isRecord(entry.current))
    return resolve(outbox, seq, Object.fromEntries((entry.conflicts ?? []).map((f) => [f, 'theirs'])), now);
  if (entry.status === 'conflict' && entry.op === 'photo.order')
    await outbox.storage.setCache(listKey('photo'), entry.current);
  else if (entry.status === 'conflict' && isStoredRecord(entry.current))
    await rememberRecord(outbox.storage, kindOf(entry), targetOf(entry), entry.current);
  const chain = outbox.chainOf(seq);
  await addDiscarded(outbox.storage, { discardedAt: new Date(now()).toISOString(), entries: chain }, now());
  await outbox.discard(chain.map((e) => e.seq));
  return true;
}

/**
 * Puts a discarded draft back in the outbox. Fields given up in a conflict go out over the
 * server's version as last seen (a change since is merged three ways as any draft is).
 */
export async function restore(outbox: Outbox, id: string, now: Now): Promise<boolean> {
  const storage = outbox.storage;
  const item = await takeDiscarded(storage, id, now());
  if (!item) return false;
  const [first] = item.entries;
  if (item.fields && first && 'comparator' in first) {
    const target = await resolveId(storage, targetOf(first));
    const latest =
      (await storage.getCache<Record<string, unknown>>(recordKey(kindOf(first), target))) ??
      (isRecord(first.current) ? first.current : {});
    const mine = fieldsOf(first);
    const data = Object.fromEntries(Object.keys(mine).map((key) => [key, latest[key]]));
    for (const field of item.fields) data[field] = mine[field];
    // the same op on the same record, its data the draft's own fields: an OutboxOp of first's kind
    await outbox.add({ ...opOf(first), id: target, comparator: latest, from: 'server', data } as OutboxOp);
  } else for (const entry of item.entries) await outbox.add(opOf(entry));
  return true;
}

/** An entry as a fresh change to add again (what the outbox gives an entry is dropped). */
function opOf(entry: OutboxEntry): OutboxOp {
  const {
    seq: _seq,
    key: _key,
    createdAt: _at,
    status: _s,
    attempts: _a,
    current: _c,
    conflicts: _x,
    merges: _m,
    message: _msg,
    ...op
  } = entry;
  // what is left of an entry once the outbox's own fields are taken off is the op it was made from
  return op as OutboxOp;
}
