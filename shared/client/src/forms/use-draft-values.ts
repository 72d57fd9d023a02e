import { useContext, useEffect, useMemo, useState } from 'react';
import { sameValue } from '@jazz/contracts/compare';
import { FormDraftsContext, readDraft } from './drafts';
import { useUnsavedChanges } from './unsaved';

/**
 * A form's values and the snapshot they started from ("changed?"), kept in the drafts storage
 * under `draftKey` while they differ. A stored draft made from an older snapshot is offered
 * (`staleDraft`), never applied on its own.
 */
export function useDraftValues<T extends object>(initialValues: T, draftKey: string | undefined) {
  const storage = useContext(FormDraftsContext);
  const drafts = draftKey ? storage : null;
  const key = draftKey ?? '';
  const [initial, setInitial] = useState(initialValues);
  const [restored] = useState(() => readDraft(initialValues, drafts?.load(key)));
  const [values, setValues] = useState<T>(restored.values);
  const [staleDraft, setStaleDraft] = useState<T | null>(restored.stale);
  const changed = useMemo(() => !sameValue(values, initial), [values, initial]);
  // the admin asks before a link, a reload or closing the window drops these changes
  useUnsavedChanges(changed);

  useEffect(() => {
    // an undecided stale draft stays stored until the user applies or discards it
    if (!drafts || staleDraft) return;
    if (changed) drafts.save(key, { base: initial, values });
    else drafts.clear(key);
  }, [drafts, key, initial, values, changed, staleDraft]);

  return {
    initial,
    setInitial,
    values,
    setValues,
    changed,
    staleDraft,
    /** After a successful save: forget the draft. */
    saved: () => drafts?.clear(key),
    applyStaleDraft: () => {
      if (staleDraft) setValues(staleDraft);
      setStaleDraft(null);
    },
    discardStaleDraft: () => setStaleDraft(null),
  };
}
