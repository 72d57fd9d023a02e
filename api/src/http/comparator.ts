import { changedFields, comparatorKey, comparatorMissing, isRecord } from '@jazz/contracts';
import { badRequest } from './errors';

/** A JSON object (not null, not an array): what a request body's parts are read from. */
export const isObject = isRecord;

/**
 * Optimistic concurrency for `{ xComparatorData, xData }` updates (docs/product.md): the comparator
 * is the record as the client first saw it; if the stored record differs from it in any of
 * `fields`, the update must be refused with 409. Call this inside the same transaction as the
 * write, so that of many parallel updates from one comparator exactly one wins. The comparison
 * is the contract's, the one the admin's conflict dialog shows.
 */
export function matchesComparator(
  stored: Record<string, unknown>,
  comparator: Record<string, unknown>,
  fields: readonly string[],
): boolean {
  return fields.every((field) => field in comparator) && changedFields(stored, comparator, fields).length === 0;
}

/**
 * The comparator of an update body (`entity` 'user' reads `userComparatorData`). Missing or not
 * an object: the same 400 for every entity, `{ userComparatorData: "Send the user as ..." }`.
 */
export function comparatorOf(entity: string, body: unknown): Record<string, unknown> {
  const key = comparatorKey(entity);
  const value = isRecord(body) ? body[key] : undefined;
  if (!isRecord(value)) throw badRequest({ [key]: comparatorMissing(entity) });
  return value;
}

/** The data of an update body (`entity` 'user' reads `userData`); undefined when the body has none. */
export const updateDataOf = (entity: string, body: unknown): unknown =>
  isRecord(body) ? body[`${entity}Data`] : undefined;
