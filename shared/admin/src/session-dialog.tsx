import { Suspense } from 'react';
import { useStore } from 'zustand';
import { lazyPart } from './lazy-part';
import { useAdminStores } from './stores';

// the form and the contracts' schema come when a session ends, not with the first screen
export const sessionLogin = lazyPart(async () => (await import('./session-login')).SessionLogin);

/**
 * The session ended mid-work (the server answered 401): log in again over the screen, so the
 * form under it keeps every value, then the refused save or load runs again.
 */
export function SessionDialog() {
  const { session } = useAdminStores();
  const expired = useStore(session, (s) => s.expired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <sessionLogin.Component />
    </Suspense>
  );
}
