import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { formErrors, isApiError, type MutationOptions } from '../api-client';
import type { FormApi } from './forms/use-form';

/**
 * The record an edit screen works on: its id comes in navigation state (SPEC.md) or ?id= (so a
 * reload works); the record itself is always fetched fresh, so the comparator is current.
 */
export function useRecordToEdit<R>(load: (id: string) => Promise<R>): {
  id: string | null;
  record: R | null;
  /** The record could not be loaded (deleted meanwhile, offline...). */
  failed: boolean;
} {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { id?: unknown } | null;
  const id = typeof state?.id === 'string' ? state.id : params.get('id');
  const [record, setRecord] = useState<R | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    let live = true;
    load(id)
      .then((found) => live && setRecord(found))
      .catch((error: unknown) => {
        console.error('Could not load the record', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
    // load is a fresh closure each render; the id alone decides what to fetch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return { id, record, failed: failed || !id };
}

interface UpdateOptions<R, V> {
  record: R;
  form: FormApi<V>;
  valuesOf: (record: R) => V;
  /** Validates and sends; answers false when client validation failed (errors already set). */
  send: (comparator: R, values: V, options: MutationOptions) => Promise<boolean>;
  onSaved: () => void;
}

/**
 * Saving an edit with optimistic concurrency: on 409 keep the server's record as `conflict`
 * until the admin takes theirs (the form resets to it) or overwrites knowingly (resend with
 * the server's record as the comparator).
 */
export function useUpdate<R, V>({ record, form, valuesOf, send, onSaved }: UpdateOptions<R, V>) {
  const [comparator, setComparator] = useState(record);
  const [conflict, setConflict] = useState<R | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function save(against: R = comparator) {
    setProgress(0);
    try {
      if (!(await send(against, form.values, { onUploadProgress: setProgress }))) return;
      form.saved();
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.current) setConflict(error.current as R);
      else form.setErrors(formErrors(error));
    } finally {
      setProgress(null);
    }
  }

  return {
    comparator,
    conflict,
    progress,
    save: () => save(),
    takeTheirs() {
      if (!conflict) return;
      setComparator(conflict);
      form.reset(valuesOf(conflict));
      setConflict(null);
    },
    overwrite() {
      if (!conflict) return;
      setComparator(conflict);
      setConflict(null);
      void save(conflict);
    },
    dismiss: () => setConflict(null),
  };
}
