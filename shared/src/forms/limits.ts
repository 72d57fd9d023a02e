import type { z } from 'zod';

interface Walkable {
  _zod: { def: { type: string; in?: Walkable; out?: Walkable; innerType?: Walkable }; bag?: { maximum?: number } };
  maxLength?: number | null;
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
  return walk(schema as unknown as Walkable);
}

/** A field's limit by name in an object schema (`maxLengthFor(pageSchema, 'bio')`). */
export const maxLengthFor = (schema: { shape: Record<string, z.ZodType> }, name: string): number | undefined =>
  maxLengthOf(schema.shape[name]);

/** The counter shows once a value reaches this share of its limit. */
export const COUNT_FROM = 0.8;
