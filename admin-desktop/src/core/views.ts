import type { Event, Group, Photo, Series, Tune, Venue } from '@jazz/contracts';
import type { Person } from '@jazz/contracts/money';
import { loadImages } from './images';
import type { DraftStorage, OutboxEntry, RecordKind } from './outbox-types';

/** Cache keys: the last server answers, kept so the admin stays readable offline. */
export const listKey = (kind: RecordKind | 'user') => `list:${kind}`;
export const recordKey = (kind: RecordKind | 'user', id: string) => `record:${kind}:${id}`;
export const ID_MAP_KEY = 'idmap';

type AnyRecord = { _id: string } & Record<string, unknown>;

/** Keeps the cached list and single record in step with a server answer (or a removal). */
export async function rememberRecord<R extends { _id: string }>(
  storage: DraftStorage,
  kind: RecordKind,
  id: string,
  record: R | null,
) {
  const list = (await storage.getCache<AnyRecord[]>(listKey(kind))) ?? [];
  // in place: the offline list keeps the server's order (an opened or edited record does not move to the end)
  const next = !record
    ? list.filter((r) => r._id !== id)
    : list.some((r) => r._id === id)
      ? list.map((r) => (r._id === id ? record : r))
      : [...list, record];
  await storage.setCache(listKey(kind), next);
  if (record) await storage.setCache(recordKey(kind, id), record);
}

export async function resolveId(storage: DraftStorage, id: string): Promise<string> {
  const map = (await storage.getCache<Record<string, string>>(ID_MAP_KEY)) ?? {};
  return map[id] ?? id;
}

export async function mapId(storage: DraftStorage, tempId: string, realId: string) {
  const map = (await storage.getCache<Record<string, string>>(ID_MAP_KEY)) ?? {};
  await storage.setCache(ID_MAP_KEY, { ...map, [tempId]: realId });
}

/**
 * The records as the musician expects to see them: the server's (or cached) list with every
 * pending change applied in order. Conflicted drafts show too: they are his latest intent.
 */
export async function overlay<T extends Event | Group | Photo | Venue | Series | Tune | Person>(
  storage: DraftStorage,
  kind: RecordKind,
  list: T[],
  entries: OutboxEntry[],
): Promise<T[]> {
  // a record drafted offline holds the fields of its create, checked with the shared schema
  // when drafted: a T as the screens read it, though the type system only sees its fields
  let out: (T | AnyRecord)[] = [...list];
  for (const entry of entries) {
    if (entry.op === `${kind}.create` && 'tempId' in entry) {
      const data = await draftFields(storage, entry);
      out.push({ ...data, _id: entry.tempId, id: entry.tempId, updatedAt: entry.createdAt });
    } else if (entry.op === `${kind}.update` && 'id' in entry) {
      const data = await draftFields(storage, entry);
      out = out.map((r) => (r._id === entry.id ? { ...r, ...data } : r));
    } else if (entry.op === `${kind}.delete` && 'id' in entry) out = out.filter((r) => r._id !== entry.id);
    else if (entry.op === 'photo.order' && kind === 'photo') out = inOrder(out, entry.data.ids);
  }
  // photos keep the order shown (the server's, then the drafts'); events and groups are sorted
  // as the server sorts them, so a show drafted offline sits at its date, not at the end
  // (residencies keep the server's order, those drafted offline after them)
  // the repertoire keeps the server's order too (the screens sort it their own way)
  const shown = out as T[];
  return kind === 'photo' || kind === 'series' || kind === 'tune'
    ? shown
    : shown.sort(kind === 'event' ? byStart : byName);
}

/**
 * The records in the order of `ids`: those `ids` names first, in its order, then the others
 * (added elsewhere, or drafted after the order was made) after them, in the order they had.
 */
export function inOrder<T extends { _id: string }>(records: T[], ids: string[]): T[] {
  const byId = new Map(records.map((r) => [r._id, r]));
  const named = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = records.filter((r) => !ids.includes(r._id));
  return [...named, ...rest];
}

/** The API's order of events: start date, then id (called on a list of events only). */
function byStart(a: unknown, b: unknown): number {
  const [x, y] = [a as Event, b as Event];
  return Date.parse(x.startDate) - Date.parse(y.startDate) || (x._id < y._id ? -1 : x._id > y._id ? 1 : 0);
}

/** The API's order of groups and people: name, ignoring case (SQLite's NOCASE), else as they were (called on a list of groups or people only). */
function byName(a: unknown, b: unknown): number {
  const [x, y] = [(a as Group).name.toLowerCase(), (b as Group).name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

async function draftFields(storage: DraftStorage, entry: OutboxEntry): Promise<Record<string, unknown>> {
  if (entry.op === 'group.create' || entry.op === 'group.update')
    return { ...entry.data, images: (await loadImages(storage, entry.data.images)) ?? {} };
  if (entry.op === 'photo.create') {
    const { image } = (await loadImages(storage, { image: entry.data.image })) ?? {};
    // a photo not yet on the server: shown from its drafted bytes, at no known size yet
    return { credit: '', ...entry.data, image, width: 0, height: 0, srcSet: '', variants: [], position: -1 };
  }
  if (entry.op === 'event.create' || entry.op === 'event.update' || entry.op === 'photo.update')
    return { ...entry.data };
  if (
    entry.op === 'venue.create' ||
    entry.op === 'venue.update' ||
    entry.op === 'series.create' ||
    entry.op === 'series.update'
  )
    return { ...entry.data };
  // a person drafted offline has no TIN on file as far as this computer knows (it never keeps
  // one); a draft removing the stored TIN (null) shows none either
  if (entry.op === 'person.create' || entry.op === 'person.update') {
    const { tin, ...fields } = entry.data;
    return entry.op === 'person.create' || tin === null ? { ...fields, tinLast4: '' } : fields;
  }
  // a tune added offline: as the schema reads it (no writers, not original), not yet played
  if (entry.op === 'tune.create')
    return { composers: [], iswc: '', original: false, notes: '', ...entry.data, timesPlayed: 0, lastPlayed: '' };
  return {};
}
