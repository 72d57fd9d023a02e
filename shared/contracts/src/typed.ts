// Type guards and typed constants that spare a cast (no zod here: cheap to import anywhere).

/** A plain object (not null, not an array): what a JSON body or a stored JSON text is checked to be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member of an object of unknown shape (undefined for anything but an object). */
export const propertyOf = (value: unknown, key: PropertyKey): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/** Whether `value` is one of `list` (narrows a string to a list's literal union, no cast). */
export const isOneOf = <T>(list: readonly T[], value: unknown): value is T => list.some((item) => item === value);

/** An empty list of `T`: a field table's default, typed without a cast. */
export const emptyList = <T>(): T[] => [];

/** An empty record of `T` values: a field table's default, typed without a cast. */
export const emptyRecord = <T>(): Record<string, T> => ({});

/** `null` as a value that may later be a `T`: a field table's default, typed without a cast. */
export const nothing = <T>(): T | null => null;

/** A list of `T` from its items: a field table's default, typed without a cast. */
export const listOf = <T>(...items: T[]): T[] => items;

/**
 * The keys of an object, typed as its type's keys. Safe for what it is used on: the literal
 * tables and zod shapes of this code, whose objects have no keys beyond their type's.
 */
export const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];
