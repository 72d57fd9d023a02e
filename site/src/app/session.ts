import type { TokenPayload } from '@jazz/shared/contracts';
import { TOKEN_KEY } from '@jazz/shared/names';
import { create } from 'zustand';
import type { AuthState } from '../features/accounts/auth-store';

/**
 * The navigation's view of the signed-in user. The auth store (accounts feature) brings the
 * API client (axios) with it, so a public page loads it only when a session is stored; an
 * account page that loads it connects it here itself (connectAuthStore), so the greeting
 * appears after logging in.
 */
interface SessionView {
  user: TokenPayload | null;
  logout: () => void;
}

export const useSession = create<SessionView>()(() => ({ user: null, logout: () => {} }));

let started = false;
let connected = false;
let onExpired: () => void = () => {};

function hasStoredToken(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in
  }
}

/** Restores a stored session once in the browser; `expired` runs when the token had expired. */
export function startSession(expired: () => void) {
  if (started) return;
  started = true;
  onExpired = expired;
  if (hasStoredToken()) void import('../features/accounts/auth-store');
}

/** Called once by the auth store's module: restore the stored session and mirror the store here. */
export function connectAuthStore(store: {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
}) {
  if (connected || typeof window === 'undefined') return; // no stored session on the server
  connected = true;
  const sync = () => {
    const { user, isAuthenticated, logout } = store.getState();
    useSession.setState({ user: isAuthenticated ? user : null, logout });
  };
  store.subscribe(sync);
  const result = store.getState().restore();
  sync();
  if (result === 'expired') onExpired();
}
