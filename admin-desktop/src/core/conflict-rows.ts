import { EVENT_CONFLICT_FIELDS } from '@jazz/shared/contracts';
import { kindOf, type OutboxEntry } from './outbox-types';

// the field table's labels, in form order (venueId is shown by its Venue row)
const EVENT_LABELS: Record<string, string> = Object.fromEntries(
  EVENT_CONFLICT_FIELDS.map(({ key, label }) => [key, label]),
);
const GROUP_LABELS: Record<string, string> = { name: 'Name', description: 'Description', images: 'Images' };
const PHOTO_LABELS: Record<string, string> = { title: 'Title', credit: 'Credit' };

export interface ConflictRow {
  key: string;
  label: string;
  theirs: unknown;
  mine: unknown;
}

/**
 * The fields a conflict shows side by side: the server's version and the draft. A page shows
 * the fields its draft holds; the photos' order shows both orders by the photos' titles.
 */
export function conflictRows(entry: OutboxEntry): ConflictRow[] {
  const theirs = (entry.current ?? {}) as Record<string, unknown>;
  if (entry.op === 'photo.order') {
    const list = Array.isArray(entry.current) ? (entry.current as { _id: string; title: string }[]) : [];
    const title = new Map(list.map((p, i) => [p._id, p.title || `Photo ${i + 1}`]));
    const names = (ids: string[]) => ids.flatMap((id) => (title.has(id) ? [title.get(id)!] : [])).join(', ');
    return [{ key: 'order', label: 'Order', theirs: names(list.map((p) => p._id)), mine: names(entry.data.ids) }];
  }
  const mine = ('data' in entry ? entry.data : {}) as Record<string, unknown>;
  const kind = kindOf(entry);
  const labels =
    kind === 'event'
      ? EVENT_LABELS
      : kind === 'group'
        ? GROUP_LABELS
        : kind === 'photo'
          ? PHOTO_LABELS
          : Object.fromEntries(Object.keys(mine).map((key) => [key, key]));
  return Object.entries(labels).map(([key, label]) => ({ key, label, theirs: theirs[key], mine: mine[key] }));
}
