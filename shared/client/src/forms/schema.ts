import type { z } from 'zod';
import { parseFields, type ParseResult } from '@jazz/contracts/field-errors';

/**
 * What a form checks its values with: a zod schema of shared/contracts/src, or the parse
 * function of one that names its errors its own way (a page's rows: 'tracks.1.title').
 */
export type FormSchema = z.ZodType | ((input: unknown) => ParseResult<unknown>) | LazySchema<z.ZodType>;
export type SchemaOutput<S> =
  S extends LazySchema<infer L>
    ? z.output<L>
    : S extends z.ZodType
      ? z.output<S>
      : S extends (input: unknown) => ParseResult<infer O>
        ? O
        : never;

/** A schema loaded when first needed, so a public page's first load leaves zod out. */
export interface LazySchema<S extends z.ZodType> {
  load: () => Promise<S>;
  /** The schema once loaded: the fields' limits (the character count) are read from it. */
  loaded?: S;
}

/** `lazySchema(() => import('…/contracts').then((c) => c.followFieldsSchema))`: loaded once, on the first submit
 * (or earlier, when the form calls `load` as the visitor first touches it). */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const lazy: LazySchema<S> = {
    load: () =>
      (loading ??= load().then((schema) => {
        lazy.loaded = schema;
        return schema;
      })),
  };
  return lazy;
}

export type LoadedSchema = Exclude<FormSchema, LazySchema<z.ZodType>>;
export const isLazy = (schema: FormSchema): schema is LazySchema<z.ZodType> => 'load' in schema;

/** Checks `input` with a loaded schema: the data, or the messages per field. */
export const parseWith = (schema: LoadedSchema, input: unknown): ParseResult<unknown> =>
  typeof schema === 'function' ? schema(input) : parseFields(schema, input);
