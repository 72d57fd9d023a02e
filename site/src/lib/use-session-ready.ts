import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, type AuthState } from './auth-store';

/**
 * The auth state once the stored session has been read. The layout restores it at start; a
 * page opened first (or rendered before the layout's effect ran) restores it itself, and an
 * expired token sends the visitor to /login (docs/product.md).
 */
export function useSessionReady(): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!useAuth.getState().loading) return;
    if (useAuth.getState().restore() === 'expired') void navigate('/login', { replace: true });
  }, [navigate]);
  return auth;
}
