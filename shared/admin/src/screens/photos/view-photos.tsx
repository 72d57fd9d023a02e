import { useState } from 'react';
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
import { usePhotoOrder, useUnsavedPhotos } from './use-photo-order';

/**
 * View Photos: the photos of /photos in their order. Uploads, order and deletions are sent at
 * once; a title or credit is saved when the admin leaves its card (or with its Save).
 */
export function ViewPhotos() {
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
  const { unsaved, onChangedChange } = useUnsavedPhotos();

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
        <PhotoList photos={photos} onChangedChange={onChangedChange} />
      ) : error ? null : (
        <p>Loading...</p>
      )}
    </section>
  );
}

/** The grid of the photos: each card's title and credit, moves and deletions sent at once. */
function PhotoList({
  photos,
  onChangedChange,
}: {
  photos: Photo[];
  onChangedChange: (id: string, changed: boolean) => void;
}) {
  const { onDataChanged, isPending } = useAdminHost();
  const { photos: store } = useAdminStores();
  const move = usePhotoOrder();
  const [justSaved, setJustSaved] = useState<string | null>(null);

  const replace = (saved: Photo, left: boolean) => {
    store.setState({ items: store.getState().items.map((p) => (p._id === saved._id ? saved : p)) });
    // after Save the focus returns to the card; after leaving it, it stays where it went
    setJustSaved(left ? null : saved._id);
  };

  return (
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
  );
}
