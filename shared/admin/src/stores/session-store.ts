import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError } from '@jazz/client/api-client/errors';

export interface SessionState {
  /** The server answered 401: the session ended while the admin was working. */
  expired: boolean;
  /** What to do again once signed in (the save or load that was refused). */
  retry: (() => void) | null;
  /**
   * Answers true when `error` is a 401 and the host can sign in again in place: the work on
   * screen stays as it is and `retry` runs after signing in. False for any other error.
   */
  expire: (error: unknown, retry: () => void) => boolean;
  /** After signing in again: close the question and run the refused action once more. */
  resume: () => void;
}

export type SessionStore = StoreApi<SessionState>;

/** `canSignIn` is read at each 401: only hosts that take a new token (onSignedIn) get the in-place login. */
export function createSessionStore(canSignIn: () => boolean): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    expired: false,
    retry: null,
    expire(error, retry) {
      if (!isApiError(error) || error.status !== 401 || !canSignIn()) return false;
      set({ expired: true, retry });
      return true;
    },
    resume() {
      const { retry } = get();
      set({ expired: false, retry: null });
      retry?.();
    },
  }));
}
