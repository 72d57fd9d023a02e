import type { z } from 'zod';

interface Walkable {
  _zod: {
    def: { type: string; in?: Walkable; out?: Walkable; innerType?: Walkable; element?: Walkable };
    bag?: { maximum?: number };
  };
  maxLength?: number | null;
  shape?: Record<string, Walkable>;
}

/** The schema inside optional, default, transform and pipe wrappers that is of `type`. */
function unwrap(node: Walkable | undefined, type: string, seen = new Set<Walkable>()): Walkable | undefined {
  if (!node || seen.has(node)) return undefined;
  seen.add(node);
  const { def } = node._zod;
  if (def.type === type) return node;
  return unwrap(def.innerType, type, seen) ?? unwrap(def.in, type, seen) ?? unwrap(def.out, type, seen);
}

/**
 * The most characters a text field of `schema` takes, read from the shared zod schema (the
 * `.max()` the server checks too), so a form shows the limit without writing it twice.
 * Looks through optional, default, transform and pipe wrappers; undefined when unlimited.
 */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  const seen = new Set<Walkable>();
  const walk = (node: Walkable | undefined): number | undefined => {
    if (!node || seen.has(node)) return undefined;
    seen.add(node);
    const { def } = node._zod;
    if (def.type === 'string') return node.maxLength ?? node._zod.bag?.maximum ?? undefined;
    return walk(def.innerType) ?? walk(def.in) ?? walk(def.out);
  };
  // safe: every zod 4 schema has `_zod.def.type`; walk reads only the optional members of Walkable
  return walk(schema as unknown as Walkable);
}

/** A field's limit by name in an object schema (`maxLengthFor(pageSchema, 'bio')`). */
export const maxLengthFor = (schema: { shape: Record<string, z.ZodType> }, name: string): number | undefined =>
  maxLengthOf(schema.shape[name]);

/** The limit of a column of a list field (`rowMaxLengthFor(pageSchema, 'testimonials', 'quote')`). */
export function rowMaxLengthFor(
  schema: { shape: Record<string, z.ZodType> },
  list: string,
  column: string,
): number | undefined {
  // safe: a zod 4 schema is Walkable (above), and a Walkable found in a zod schema is a zod schema
  const array = unwrap(schema.shape[list] as unknown as Walkable, 'array');
  const row = unwrap(array?._zod.def.element, 'object');
  return maxLengthOf(row?.shape?.[column] as unknown as z.ZodType | undefined);
}

/** The counter shows once a value reaches this share of its limit. */
export const COUNT_FROM = 0.8;
