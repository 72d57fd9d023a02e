import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isApiError, type MutationOptions } from '../api-client';
import type { FormApi } from '../forms/use-form';
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
 * Runs a save of a form through its submit: the schema first, then `busy` while it runs (the
 * submit button waits, so a double click creates one record), upload progress from 0 to 1, a
 * 401 asks to log in again over the screen and then saves again, any other failure lands on
 * the form. `handle` may claim an error first.
 */
export function useSave<V, Out>(form: FormApi<V, Out>) {
  const { session } = useAdminStores();
  const [progress, setProgress] = useState<number | null>(null);
  async function run(
    action: (data: Out, options: MutationOptions) => Promise<unknown>,
    onSaved: () => void,
    handle: (error: unknown) => boolean = () => false,
  ): Promise<void> {
    const sent = await form.submit(
      async (data) => {
        setProgress(0);
        try {
          await action(data, { onUploadProgress: setProgress });
        } finally {
          setProgress(null);
        }
      },
      {
        onError: (error) => handle(error) || session.getState().expire(error, () => void run(action, onSaved, handle)),
      },
    );
    if (!sent) return;
    form.saved();
    onSaved();
  }
  return { busy: form.busy, progress, run };
}

interface UpdateOptions<R, V, Out> {
  record: R;
  form: FormApi<V, Out>;
  valuesOf: (record: R) => V;
  /** Sends the checked data against the comparator. */
  send: (comparator: R, data: Out, options: MutationOptions) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * Saving an edit with optimistic concurrency: on 409 keep the server's record as `conflict`
 * until the admin takes theirs (the form resets to it) or overwrites knowingly (resend with
 * the server's record as the comparator).
 */
export function useUpdate<R, V, Out>({ record, form, valuesOf, send, onSaved }: UpdateOptions<R, V, Out>) {
  const [comparator, setComparator] = useState(record);
  const [conflict, setConflict] = useState<R | null>(null);
  const saving = useSave(form);

  function save(against: R = comparator) {
    return saving.run(
      (data, options) => send(against, data, options),
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
