import { deleteImages } from './images';
import type { DraftStorage, OutboxEntry } from './outbox-types';

/** A discarded draft can be restored for this long; then it and its drafted images are gone. */
export const KEEP_DISCARDED_MS = 30 * 24 * 3600_000;

const DISCARDED_KEY = 'discarded';

/**
 * A draft the user gave up, kept to be restored: the entries as they were (their drafted images
 * stay in the storage), or, when a conflict was decided field by field, the one entry with the
 * `fields` where the server's version was chosen (the rest of the draft went out).
 */
export interface Discarded {
  id: string;
  discardedAt: string;
  entries: OutboxEntry[];
  fields?: string[];
}

/** The images an entry holds in the drafts storage. */
function imagesOf(entry: OutboxEntry) {
  if (entry.op === 'group.create' || entry.op === 'group.update') return entry.data.images;
  if (entry.op === 'photo.create' || entry.op === 'press.photo') return { image: entry.data.image };
  return undefined;
}

/** What can be restored now; older ones are dropped on the way, with their drafted images. */
export async function listDiscarded(storage: DraftStorage, now: number): Promise<Discarded[]> {
  const all = (await storage.getCache<Discarded[]>(DISCARDED_KEY)) ?? [];
  const live = all.filter((item) => now - Date.parse(item.discardedAt) < KEEP_DISCARDED_MS);
  if (live.length === all.length) return all;
  for (const item of all.filter((i) => !live.includes(i)))
    // a field-by-field decision's images went out with the rest of its draft
    if (!item.fields) for (const entry of item.entries) await deleteImages(storage, imagesOf(entry));
  await storage.setCache(DISCARDED_KEY, live);
  return live;
}

export async function addDiscarded(storage: DraftStorage, item: Omit<Discarded, 'id'>, now: number) {
  const list = await listDiscarded(storage, now);
  await storage.setCache(DISCARDED_KEY, [
    ...list,
    { ...item, id: `${Date.parse(item.discardedAt)}-${item.entries[0]?.seq}` },
  ]);
}

/** Takes one out of the bin (to restore it). */
export async function takeDiscarded(storage: DraftStorage, id: string, now: number) {
  const list = await listDiscarded(storage, now);
  const item = list.find((i) => i.id === id);
  if (item)
    await storage.setCache(
      DISCARDED_KEY,
      list.filter((i) => i !== item),
    );
  return item;
}
