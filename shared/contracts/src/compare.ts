import { isRecord } from './typed';
/**
 * The record comparison of optimistic concurrency (docs/product.md), one rule for both sides: the
 * server's comparator check (409 when a field differs) and the admin's conflict dialog (which
 * fields someone else changed).
 */

/** Equal as the API means it: deep, and instants equal in any ISO spelling ("…Z", "+00:00", with or without ms). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    if (a === b) return true;
    if (/^\d{4}-\d{2}-\d{2}T/.test(a) && /^\d{4}-\d{2}-\d{2}T/.test(b)) return Date.parse(a) === Date.parse(b);
    return false;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => sameValue(a[k], b[k]));
  }
  return a === b;
}

/** The fields of `fields` in which the two records differ (a field one of them lacks differs). */
export function changedFields<F extends string>(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  fields: readonly F[],
): F[] {
  return fields.filter((field) => field in a !== field in b || !sameValue(a[field], b[field]));
}

/** The name of an update's comparator in its body: 'event' -> 'eventComparatorData'. */
export const comparatorKey = (entity: string) => `${entity}ComparatorData`;

/** The 400 message of an update sent without its comparator, the same for every entity. */
export const comparatorMissing = (entity: string) =>
  `Send the ${entity} as it was first loaded (${comparatorKey(entity)}).`;
