import type { TokenPayload } from '@jazz/shared/contracts';
import { create } from 'zustand';

/**
 * The navigation's view of the signed-in user. The auth store (accounts feature) brings the
 * API client with it, so the public pages load it after the first paint and mirror it here.
 */
interface SessionView {
  user: TokenPayload | null;
  logout: () => void;
}

export const useSession = create<SessionView>()(() => ({ user: null, logout: () => {} }));

let started = false;

/** Restores a stored session once in the browser; `onExpired` runs when the token had expired. */
export function startSession(onExpired: () => void) {
  if (started) return;
  started = true;
  void import('../features/accounts/auth-store').then(({ useAuth }) => {
    const sync = () => {
      const { user, isAuthenticated, logout } = useAuth.getState();
      useSession.setState({ user: isAuthenticated ? user : null, logout });
    };
    useAuth.subscribe(sync);
    const result = useAuth.getState().restore();
    sync();
    if (result === 'expired') onExpired();
  });
}
