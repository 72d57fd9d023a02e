import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isApiError, type ApiClient, type MutationOptions } from '@jazz/client/api-client';
import { mergeThreeWay } from '@jazz/contracts/merge';
import type { FormApi } from '@jazz/client/forms/use-form';
import { announceSaved } from './saved-notice';
import { useAdminStores } from './stores';
import { propertyOf } from '@jazz/contracts';
import { useData, type Read } from './use-data';

/**
 * The record an edit screen works on: its id comes in navigation state (docs/product.md) or ?id= (so a
 * reload works); the record itself is always fetched fresh (useData), so the comparator is
 * current. `id` null: no record was named.
 */
export function useRecordToEdit<R>(
  what: string,
  load: (api: ApiClient, id: string) => Promise<R>,
): Read<R> & { id: string | null } {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateId = propertyOf(location.state, 'id');
  const id = typeof stateId === 'string' ? stateId : params.get('id');
  const read = useData(what, id ? [id] : null, (api) => load(api, id!));
  return { ...read, id };
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
    announceSaved();
    onSaved();
  }
  return { busy: form.busy, progress, run };
}

interface UpdateOptions<R extends object, V extends object, Out> {
  record: R;
  form: FormApi<V, Out>;
  valuesOf: (record: R) => V;
  /** Sends the checked data against the comparator. */
  send: (comparator: R, data: Out, options: MutationOptions) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * Saving an edit with optimistic concurrency and a three-way merge: on a 409 each
 * field (and each row of a list) is compared with the record this form started from. What only
 * one side changed is merged and sent again at once, with the server's record as comparator;
 * only fields both sides changed are a `conflict` for the admin: take theirs for those (the
 * form keeps the merge, unsaved), or overwrite with mine knowingly (their other changes stay).
 */
export function useUpdate<R extends object, V extends object, Out>({
  record,
  form,
  valuesOf,
  send,
  onSaved,
}: UpdateOptions<R, V, Out>) {
  const [comparator, setComparator] = useState(record);
  const [conflict, setConflict] = useState<{ current: R; merged: V; fields: string[] } | null>(null);
  // the record to save against once the form holds the merged values (the render after the merge)
  const [resend, setResend] = useState<R | null>(null);
  const saving = useSave(form);

  function save(against: R = comparator) {
    const sent = form.values;
    return saving.run(
      (data, options) => send(against, data, options),
      onSaved,
      (error) => {
        if (!(isApiError(error) && error.status === 409 && error.current)) return false;
        // safe: a 409 of a record's update answers the current record (api/src/http/errors.ts)
        const current = error.current as R;
        const theirs = valuesOf(current);
        const { merged, conflicts } = mergeThreeWay(valuesOf(against), sent, theirs);
        if (conflicts.length > 0) setConflict({ current, merged, fields: conflicts });
        else {
          setComparator(current);
          form.rebase(theirs, merged);
          setResend(current);
        }
        return true;
      },
    );
  }

  useEffect(() => {
    if (!resend) return;
    setResend(null);
    void save(resend);
    // save reads this render's form values: the merged ones
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resend]);

  return {
    comparator,
    /** The record on the server after a 409 both sides changed; null without one. */
    conflict: conflict?.current ?? null,
    /** The fields both sides changed (form value names): all the dialog asks about. */
    conflictFields: conflict?.fields ?? [],
    progress: saving.progress,
    busy: saving.busy,
    save: () => save(),
    takeTheirs() {
      if (!conflict) return;
      const theirs = valuesOf(conflict.current);
      // the merged values with the fields both sides changed taken from the server's record
      const taken = { ...conflict.merged };
      for (const field of conflict.fields) Reflect.set(taken, field, Reflect.get(theirs, field));
      setComparator(conflict.current);
      form.rebase(theirs, taken);
      setConflict(null);
    },
    overwrite() {
      if (!conflict) return;
      setComparator(conflict.current);
      form.rebase(valuesOf(conflict.current), conflict.merged);
      setConflict(null);
      setResend(conflict.current);
    },
    dismiss: () => setConflict(null),
  };
}
