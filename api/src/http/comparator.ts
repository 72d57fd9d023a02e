/**
 * Optimistic concurrency for `{ xComparatorData, xData }` updates (PRODUCT.md): the comparator
 * is the record as the client first saw it; if the stored record differs from it in any of
 * `fields`, the update must be refused with 409. Call this inside the same transaction as the
 * write, so that of many parallel updates from one comparator exactly one wins.
 */
export function matchesComparator(
  stored: Record<string, unknown>,
  comparator: Record<string, unknown>,
  fields: readonly string[],
): boolean {
  return fields.every((field) => field in comparator && sameValue(stored[field], comparator[field]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    if (a === b) return true;
    // instants may come back in another ISO spelling ("...Z" vs "+00:00", with or without ms)
    if (/^\d{4}-\d{2}-\d{2}T/.test(a) && /^\d{4}-\d{2}-\d{2}T/.test(b)) return Date.parse(a) === Date.parse(b);
    return false;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return a === b;
}
