import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { formErrors, isApiError, type MutationOptions } from '../api-client';
import type { FormApi } from './forms/use-form';
import { useAdminStores } from './stores';

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

/**
 * Runs a save of a form: `busy` while it runs (the submit button waits, so a double click
 * creates one record), upload progress from 0 to 1, a 401 asks to log in again over the screen
 * and then saves again, any other failure lands on the form. `handle` may claim an error first.
 */
export function useSave<V>(form: FormApi<V>) {
  const { session } = useAdminStores();
  const [progress, setProgress] = useState<number | null>(null);
  async function run(
    action: (options: MutationOptions) => Promise<boolean>,
    onSaved: () => void,
    handle: (error: unknown) => boolean = () => false,
  ): Promise<void> {
    setProgress(0);
    try {
      if (!(await action({ onUploadProgress: setProgress }))) return;
      form.saved();
      onSaved();
    } catch (error) {
      if (handle(error)) return;
      if (session.getState().expire(error, () => void run(action, onSaved, handle))) return;
      form.setErrors(formErrors(error));
    } finally {
      setProgress(null);
    }
  }
  return { busy: progress !== null, progress, run };
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
  const saving = useSave(form);

  function save(against: R = comparator) {
    return saving.run(
      (options) => send(against, form.values, options),
      onSaved,
      (error) => {
        if (!(isApiError(error) && error.status === 409 && error.current)) return false;
        setConflict(error.current as R);
        return true;
      },
    );
  }

  return {
    comparator,
    conflict,
    progress: saving.progress,
    busy: saving.busy,
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
