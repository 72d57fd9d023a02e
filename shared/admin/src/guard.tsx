import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminHost } from './host';

/** Admins only (docs/product.md); anyone else goes to the login page carrying where they were going. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loginPath = '/login' } = useAdminHost();
  const location = useLocation();
  if (!user?.roles.includes('admin')) return <Navigate to={loginPath} replace state={{ from: location }} />;
  return children;
}
