import { useCallback, useRef, useState } from 'react';
import type { Photo } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminStores } from '../../stores';

/**
 * Moves a photo in the list at once and sends the new order; a failed send puts the list back
 * and offers the same order again after signing in.
 */
export function usePhotoOrder() {
  const { api, onDataChanged } = useAdminHost();
  const { photos: store } = useAdminStores();
  // orders go out one after another, so quick moves reach the server in the order made
  const ordering = useRef<Promise<void>>(Promise.resolve());

  function sendOrder(ids: string[], before: Photo[]) {
    ordering.current = ordering.current.then(async () => {
      try {
        await api.photos.order(ids);
        onDataChanged?.('photo');
      } catch (failure) {
        console.error('Could not save the order of the photos', failure);
        store.setState({ items: before });
        // after signing in again: the same order, if the list still holds exactly those photos
        store.getState().fail(failure, () => {
          const items = store.getState().items;
          const byId = new Map(items.map((p) => [p._id, p]));
          if (items.length !== ids.length || !ids.every((id) => byId.has(id))) return;
          store.setState({ items: ids.map((id) => byId.get(id)!) });
          sendOrder(ids, items);
        });
      }
    });
  }

  return function move(from: number, to: number) {
    const before = store.getState().items;
    const next = [...before];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    store.setState({ items: next, error: null, retry: null });
    sendOrder(
      next.map((p) => p._id),
      before,
    );
  };
}

/** The cards whose title or credit is edited and not yet saved (Back asks before dropping them). */
export function useUnsavedPhotos() {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const onChangedChange = useCallback((id: string, changed: boolean) => {
    setUnsaved((current) => {
      if (current.has(id) === changed) return current;
      const next = new Set(current);
      if (changed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { unsaved, onChangedChange };
}
