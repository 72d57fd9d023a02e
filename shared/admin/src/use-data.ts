import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@jazz/client/api-client';
import { useAdminHost } from './host';
import { useAdminStores, useList, type ListStateOf, type ListKind } from './stores';

/** What a read depends on besides the host's client: ids, a query, a period (plain values, compared as JSON). */
export type DataKey = readonly unknown[];

/** One read of a screen, as useData answers it (docs/architecture.md, "How a screen reads"). */
export interface Read<T> {
  /** What is read, for the error line: 'the bookings', 'the press kit'. */
  what: string;
  /** The last answer; undefined until the first one, and again while a new key loads (unless `keep`). */
  data: T | undefined;
  /** Why the read failed (an ApiError, mostly); null while it has not. */
  error: unknown;
  /** A read is under way (the first one, a new key, or a Retry). */
  loading: boolean;
  /** Reads again: the Retry button, or a screen that changed what it reads. */
  retry: () => void;
  /** Changes the data held without a read (a row removed, the next page appended). */
  set: (update: (data: T | undefined) => T | undefined) => void;
}

interface Answer<T> {
  /** The request (key and retry count) this answers. */
  request: string;
  key: string;
  data: T | undefined;
  error: unknown;
}

/**
 * The one way an admin screen reads from the API: `load` runs when the screen opens, again when
 * `key` or the host's client changes, and on `retry`. An answer that comes back for a request no
 * longer current (the screen closed, the id changed) is dropped, and its `signal` is aborted. A
 * 401 the host can sign in again for asks over the screen and reads again after; every other
 * failure is the read's `error`, which `DataError` shows with a Retry button. No cache and no
 * network mode: the desktop's offline client answers reads from its local copy, so a read runs
 * whether navigator.onLine says so or not. `key` null: nothing is read (yet).
 */
export function useData<T>(
  what: string,
  key: DataKey | null,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  { keep = false }: { keep?: boolean } = {},
): Read<T> {
  const { api } = useAdminHost();
  const { session } = useAdminStores();
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [tries, setTries] = useState(0);
  const keyText = key === null ? null : JSON.stringify(key);
  const request = `${tries}:${keyText}`;
  const [answer, setAnswer] = useState<Answer<T>>({ request: '', key: '', data: undefined, error: null });

  useEffect(() => {
    if (keyText === null) return;
    const controller = new AbortController();
    const answered = (data: T | undefined, error: unknown) => {
      if (!controller.signal.aborted) setAnswer({ request, key: keyText, data, error });
    };
    latest.current(api, controller.signal).then(
      (data) => answered(data, null),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // the session dialog asks for the password over the screen, then this read runs again
        if (session.getState().expire(error, () => setTries((n) => n + 1))) return;
        // said on screen (DataError); a warning, not an error: offline, failed reads are expected
        console.warn(`Could not load ${what}`, error);
        setAnswer((last) => ({
          request,
          key: keyText,
          data: keep || last.key === keyText ? last.data : undefined,
          error,
        }));
      },
    );
    return () => controller.abort();
    // `request` is keyText and tries; `what` only names the read in the console, `keep` is fixed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, request, session]);

  const current = answer.request === request;
  return {
    what,
    data: keyText !== null && (answer.key === keyText || keep) ? answer.data : undefined,
    error: current ? answer.error : null,
    loading: keyText !== null && !current,
    retry: () => setTries((n) => n + 1),
    set: (update) => setAnswer((last) => ({ ...last, data: update(last.data) })),
  };
}

/**
 * One list store of the provider (the lists several screens share and a save or the desktop's
 * sync reads again), read through useData when the screen opens. The store keeps the rows and
 * its failure (with the action to try again) for `ListError`.
 */
export function useLoadedList<K extends ListKind, R>(kind: K, pick: (state: ListStateOf<K>) => R): R {
  const load = useList(kind, (s) => s.load);
  // the store's load() says its own failure (ListError); the read only starts it
  useData(`the ${kind}`, [kind], () => load());
  return useList(kind, pick);
}
