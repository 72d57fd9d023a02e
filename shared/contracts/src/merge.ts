import { sameValue } from './compare';

/**
 * The three-way merge of the owner's first week (docs/product.md "Conflicts"): when a save
 * meets a newer record (409), each field, and each row of a list, is compared with the version
 * both sides started from. What only one side changed is taken from that side; only what both
 * changed, differently, is a conflict for the admin to decide. The clients (the conflict
 * dialog, the desktop's sync) merge and resend with the current record as comparator; the
 * server's rule is unchanged. Pure functions, for the admin and the desktop alike.
 */

export interface MergeResult<T> {
  /** Every field merged; a conflicting field holds `mine` (what "Overwrite with mine" sends). */
  merged: T;
  /** The fields both sides changed differently, in the order of `fields`. */
  conflicts: string[];
}

type Row = unknown;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value: the side that changed it wins; both changed the same way is no conflict. */
function mergeValue(base: unknown, mine: unknown, theirs: unknown): { value: unknown; conflict: boolean } {
  if (sameValue(mine, base) || sameValue(mine, theirs)) return { value: theirs, conflict: false };
  if (sameValue(theirs, base)) return { value: mine, conflict: false };
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeRows(base, mine, theirs);
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])];
    const result = mergeRecords(base, mine, theirs, keys);
    return { value: result.merged, conflict: result.conflicts.length > 0 };
  }
  return { value: mine, conflict: true };
}

const indexOfRow = (rows: Row[], row: Row, taken: Set<number>) =>
  rows.findIndex((other, i) => !taken.has(i) && sameValue(other, row));

/**
 * A list, row by row. Rows at the same place are merged field by field while no side added,
 * removed or moved rows; otherwise rows are matched by content: the rows one side removed go,
 * the rows one side added come (after the row they followed), and a row that both sides
 * replaced differently is a conflict.
 */
function mergeRows(base: Row[], mine: Row[], theirs: Row[]): { value: unknown; conflict: boolean } {
  if (base.length === mine.length && base.length === theirs.length) {
    let conflict = false;
    const value = base.map((row, i) => {
      const merged = mergeValue(row, mine[i], theirs[i]);
      conflict ||= merged.conflict;
      return merged.value;
    });
    return { value, conflict };
  }
  const keptByMine = new Set<number>();
  const keptByTheirs = new Set<number>();
  base.forEach((row) => {
    const inMine = indexOfRow(mine, row, keptByMine);
    if (inMine >= 0) keptByMine.add(inMine);
    const inTheirs = indexOfRow(theirs, row, keptByTheirs);
    if (inTheirs >= 0) keptByTheirs.add(inTheirs);
  });
  const removedByMine = base.filter((row) => !mine.some((other) => sameValue(other, row)));
  const removedByTheirs = base.filter((row) => !theirs.some((other) => sameValue(other, row)));
  const addedByMine = mine.filter((_, i) => !keptByMine.has(i));
  const addedByTheirs = theirs.filter((_, i) => !keptByTheirs.has(i));
  // both replaced the same row, each with something else: neither may silently win
  const bothReplaced = removedByMine.some((row) => removedByTheirs.some((other) => sameValue(other, row)));
  if (bothReplaced && addedByMine.length > 0 && addedByTheirs.length > 0) return { value: mine, conflict: true };
  const value = theirs.filter((row) => !removedByMine.some((gone) => sameValue(gone, row)));
  mine.forEach((row, i) => {
    if (keptByMine.has(i) || value.some((other) => sameValue(other, row))) return;
    // after the row it follows in mine, when that row is still there; else at the end
    const before = i > 0 ? value.findIndex((other) => sameValue(other, mine[i - 1])) : -1;
    if (i === 0) value.unshift(row);
    else if (before >= 0) value.splice(before + 1, 0, row);
    else value.push(row);
  });
  return { value, conflict: false };
}

function mergeRecords(
  base: object,
  mine: object,
  theirs: object,
  fields: readonly string[],
): MergeResult<Record<string, unknown>> {
  const merged: Record<string, unknown> = { ...mine };
  const conflicts: string[] = [];
  for (const field of fields) {
    const result = mergeValue(Reflect.get(base, field), Reflect.get(mine, field), Reflect.get(theirs, field));
    if (result.value !== undefined || field in mine || field in theirs) merged[field] = result.value;
    if (result.conflict) conflicts.push(field);
  }
  return { merged, conflicts };
}

/**
 * Merges `mine` and `theirs`, both changed from `base`, over `fields` (every field of the three
 * when absent). One-sided changes merge; `conflicts` names the fields both sides changed.
 */
export function mergeThreeWay<T extends object>(
  base: T,
  mine: T,
  theirs: T,
  fields: readonly string[] = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])],
): MergeResult<T> {
  const result = mergeRecords(base, mine, theirs, fields);
  // safe: merged starts as a copy of `mine` (a T) and takes only fields of the three Ts
  return { merged: result.merged as T, conflicts: result.conflicts };
}
