import { useCallback } from 'react';
import { useAdminHost } from './host';

/** `base` + `sub` without doubled slashes: '/admin-panel' + 'view-users', or '/' + 'view-users'. */
export function joinPath(base: string, sub = ''): string {
  const trimmed = base.replace(/\/+$/, '');
  if (!sub) return trimmed || '/';
  return `${trimmed}/${sub.replace(/^\/+/, '')}`;
}

/** Absolute admin paths under the host's basePath (works under browser, hash and memory routers). */
export function useAdminPath(): (sub?: string) => string {
  const { basePath } = useAdminHost();
  return useCallback((sub?: string) => joinPath(basePath, sub), [basePath]);
}
