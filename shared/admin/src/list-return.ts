import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminPath } from './paths';
import { propertyOf } from '@jazz/contracts/typed';

/** The navigation state a list hands to the screens it opens: its own search (?when=, ?q=). */
export interface FromList {
  listSearch?: string;
}

/** The state to put on a list's links, so the screen they open can come back to the list as it was. */
export function useFromList(): FromList {
  const { search } = useLocation();
  return search ? { listSearch: search } : {};
}

/**
 * The list `sub` (e.g. 'view-events') at the filter and search it had when it opened this screen,
 * or the plain list when this screen was opened some other way.
 */
export function useListPath(sub: string): string {
  const search = propertyOf(useLocation().state, 'listSearch');
  const path = useAdminPath();
  return path(sub) + (typeof search === 'string' && search.startsWith('?') ? search : '');
}

/** Goes back to the list `sub` as it was (see useListPath). */
export function useBackToList(sub: string): () => void {
  const navigate = useNavigate();
  const to = useListPath(sub);
  return useCallback(() => navigate(to), [navigate, to]);
}
