import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Photo } from '@jazz/contracts';
import { UNSAVED_CHANGES_QUESTION } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useAdminStores } from '../../stores';
import { useLoadedList } from '../../use-data';
import { ListError } from '../list-error';
import { BackButton } from '../screen-header';
import { PhotoDetails } from './photo-details';
import { PhotoGrid } from './photo-grid';
import { PhotoUpload } from './photo-upload';

/**
 * View Photos: the photos of /photos in their order. Uploads, order and deletions are sent at
 * once; a title or credit is saved when the admin leaves its card (or with its Save).
 */
export function ViewPhotos() {
  const { api, onDataChanged, isPending } = useAdminHost();
  const { photos: store } = useAdminStores();
  const {
    items: photos,
    loaded,
    error,
    retry,
  } = useLoadedList('photos', ({ items, loaded, error, retry }) => ({
    items,
    loaded,
    error,
    retry,
  }));
  const path = useAdminPath();
  const navigate = useNavigate();
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const [justSaved, setJustSaved] = useState<string | null>(null);
  // orders go out one after another, so quick moves reach the server in the order made
  const ordering = useRef<Promise<void>>(Promise.resolve());

  const onChangedChange = useCallback((id: string, changed: boolean) => {
    setUnsaved((current) => {
      if (current.has(id) === changed) return current;
      const next = new Set(current);
      if (changed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

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

  function move(from: number, to: number) {
    const before = store.getState().items;
    const next = [...before];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    store.setState({ items: next, error: null, retry: null });
    sendOrder(
      next.map((p) => p._id),
      before,
    );
  }

  const replace = (saved: Photo, left: boolean) => {
    store.setState({ items: store.getState().items.map((p) => (p._id === saved._id ? saved : p)) });
    // after Save the focus returns to the card; after leaving it, it stays where it went
    setJustSaved(left ? null : saved._id);
  };

  return (
    <section className="admin-screen">
      <header className="admin-screen-header">
        <h1>Photos</h1>
        <div className="admin-header-links">
          <BackButton
            confirmLeave={() => unsaved.size === 0 || window.confirm(UNSAVED_CHANGES_QUESTION)}
            onLeave={() => navigate(path())}
          />
        </div>
      </header>
      <PhotoUpload
        onUploaded={(photo, at) => {
          const items = store.getState().items;
          store.setState({ items: at === 'first' ? [photo, ...items] : [...items, photo] });
        }}
      />
      <ListError error={error} retry={retry} />
      {loaded || photos.length ? (
        <PhotoGrid
          photos={photos}
          onMove={move}
          onDelete={(photo) =>
            void store
              .getState()
              .remove(photo._id)
              .then(() => onDataChanged?.('photo'))
          }
          onDeleteMany={(chosen) =>
            void (async () => {
              // one after another: each delete is its own request, as a single one is
              for (const photo of chosen) await store.getState().remove(photo._id);
              onDataChanged?.('photo');
            })()
          }
          details={(photo, index) => (
            <>
              {isPending?.('photo', photo._id) ? <span className="pending-badge">(not yet synced)</span> : null}
              <PhotoDetails
                key={photo.updatedAt}
                photo={photo}
                name={`photo ${index + 1}`}
                onSaved={replace}
                onChangedChange={onChangedChange}
                autoFocus={justSaved === photo._id}
              />
            </>
          )}
        />
      ) : error ? null : (
        <p>Loading...</p>
      )}
    </section>
  );
}
