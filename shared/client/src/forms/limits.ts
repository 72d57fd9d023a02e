import { z } from 'zod';

type Schema = z.core.$ZodType;

/** The schemas an optional, default, transform or pipe wrapper holds (`innerType`, `in`, `out`). */
function wrapped(node: Schema): Schema[] {
  const def = new Map<string, unknown>(Object.entries(node._zod.def));
  const inner: Schema[] = [];
  for (const key of ['innerType', 'in', 'out']) {
    const child = def.get(key);
    if (child instanceof z.core.$ZodType) inner.push(child);
  }
  return inner;
}

/** The first schema of `node` or inside its wrappers that `found` answers for. */
function search<T>(
  node: Schema | undefined,
  found: (node: Schema) => T | undefined,
  seen = new Set<Schema>(),
): T | undefined {
  if (!node || seen.has(node)) return undefined;
  seen.add(node);
  const answer = found(node);
  if (answer !== undefined) return answer;
  for (const child of wrapped(node)) {
    const inner = search(child, found, seen);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * The most characters a text field of `schema` takes, read from the shared zod schema (the
 * `.max()` the server checks too), so a form shows the limit without writing it twice.
 * Looks through optional, default, transform and pipe wrappers; undefined when unlimited.
 */
export function maxLengthOf(schema: Schema | undefined): number | undefined {
  // the first string schema with a maximum, as the server checks it
  return search(schema, (node) => (node instanceof z.ZodString ? (node.maxLength ?? undefined) : undefined));
}

/** A field's limit by name in an object schema (`maxLengthFor(pageSchema, 'bio')`). */
export const maxLengthFor = (schema: { shape: Record<string, Schema> }, name: string): number | undefined =>
  maxLengthOf(schema.shape[name]);

/** The limit of a column of a list field (`rowMaxLengthFor(pageSchema, 'testimonials', 'quote')`). */
export function rowMaxLengthFor(
  schema: { shape: Record<string, Schema> },
  list: string,
  column: string,
): number | undefined {
  const array = search(schema.shape[list], (node) => (node instanceof z.core.$ZodArray ? node : undefined));
  const row = search(array?._zod.def.element, (node) => (node instanceof z.core.$ZodObject ? node : undefined));
  return maxLengthOf(row?._zod.def.shape[column]);
}

/** The counter shows once a value reaches this share of its limit. */
export const COUNT_FROM = 0.8;
