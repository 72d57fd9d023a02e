import type { TokenPayload } from '@jazz/contracts';
import { TOKEN_KEY } from '@jazz/contracts/names';
import { create } from 'zustand';

/**
 * The navigation's view of the signed-in user. The auth store (./auth-store) brings the API
 * client with it, so a public page loads it only when a session is stored; an account
 * page that loads it connects it here itself (connectAuthStore), so the greeting appears after
 * logging in. This module never imports the store: the store imports it.
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

/**
 * Restores a stored session once in the browser; `expired` runs when the token had expired.
 * `loadAuthStore` imports the auth store, which connects itself here when loaded.
 */
export function startSession(expired: () => void, loadAuthStore: () => Promise<unknown>) {
  if (started) return;
  started = true;
  onExpired = expired;
  if (hasStoredToken()) void loadAuthStore();
}

/** What the session view reads of the auth store. */
interface AuthSource {
  user: TokenPayload | null;
  isAuthenticated: boolean;
  logout: () => void;
  restore: () => 'none' | 'restored' | 'expired';
}

/** Called once by the auth store's module: restore the stored session and mirror the store here. */
export function connectAuthStore(store: {
  getState: () => AuthSource;
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
