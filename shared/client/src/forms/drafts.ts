import { createContext } from 'react';
import { sameValue } from '@jazz/contracts/compare';

/** A small key-value storage for form drafts; keys look like 'edit-event:<id>' or 'add-group'. */
export interface DraftStorage {
  load(key: string): unknown;
  save(key: string, values: unknown): void;
  clear(key: string): void;
}

/**
 * Where forms with a `draftKey` keep unsaved values (the desktop's offline drafts). The admin
 * provides its host's storage; elsewhere there is none and forms live in memory only.
 */
export const FormDraftsContext = createContext<DraftStorage | null>(null);

/** A draft is stored as { base, values }: the snapshot it was made from, and the edits. */
export function readDraft<T extends object>(initial: T, draft: unknown): { values: T; stale: T | null } {
  if (!draft || typeof draft !== 'object' || !('values' in draft) || !('base' in draft))
    return { values: initial, stale: null };
  const values = { ...initial };
  const stored = draft.values;
  if (stored && typeof stored === 'object')
    // safe: only keys of `initial` (a T) are read, and only when the stored draft has them
    for (const key of Object.keys(initial) as (keyof T)[]) if (key in stored) values[key] = (stored as T)[key];
  return sameValue(draft.base, initial) ? { values, stale: null } : { values: initial, stale: values };
}
