import { mergeThreeWay } from '@jazz/contracts';
import { newKey } from './outbox';
import { fieldsOf, isRecord, type OutboxEntry } from './outbox-types';

/** Merges after this many 409s in a row of one draft stop and ask (someone keeps saving). */
const MAX_MERGES = 5;

/**
 * A draft update the server refused with 409, merged three ways: each field of the
 * draft, and each row of a list, against the record the draft started from (`base`, the
 * comparator it was sent with) and the server's record now. One-sided changes merge: the
 * answer is the draft to send again at once, with the server's record as comparator and a new
 * key (the old one keeps its 409). Fields both changed: the draft holds the merge (mine for
 * those) and names them in `conflicts`, for the user to decide; it is not sent.
 */
export function mergeDraft(
  entry: OutboxEntry,
  base: Record<string, unknown>,
  current: unknown,
): { entry: OutboxEntry; resend: boolean } | null {
  if (!('comparator' in entry) || !isRecord(current)) return null;
  const theirs = current;
  const mine = fieldsOf(entry);
  const { merged, conflicts } = mergeThreeWay(base, mine, theirs, Object.keys(mine));
  // the draft's own fields, each mine or theirs: the shape its data had (typed per op, which a
  // field-by-field merge does not see)
  const data = merged as never;
  const merges = (entry.merges ?? 0) + 1;
  if (conflicts.length === 0 && merges <= MAX_MERGES)
    return {
      entry: {
        ...entry,
        data,
        comparator: theirs,
        from: 'server',
        key: newKey(),
        status: 'pending',
        merges,
      },
      resend: true,
    };
  return {
    entry: { ...entry, data, status: 'conflict', current, conflicts, merges: 0 },
    resend: false,
  };
}
