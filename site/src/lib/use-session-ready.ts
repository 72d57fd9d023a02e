import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useAuth, type AuthState } from './auth-store';

/**
 * What a page picks of the auth state once the stored session has been read: the page
 * re-renders only when what it picked changes (a picked object is compared field by field).
 * The layout restores the session at start; a page opened first (or rendered before the
 * layout's effect ran) restores it itself, and an expired token sends the visitor to /login
 * (docs/product.md).
 */
export function useSessionReady<R>(pick: (state: AuthState) => R): R {
  const picked = useAuth(useShallow(pick));
  const navigate = useNavigate();
  useEffect(() => {
    if (!useAuth.getState().loading) return;
    if (useAuth.getState().restore() === 'expired') void navigate('/login', { replace: true });
  }, [navigate]);
  return picked;
}
