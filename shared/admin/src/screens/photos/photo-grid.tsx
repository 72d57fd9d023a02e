import type { ReactNode } from 'react';
import { PhotoCard } from './photo-card';
import { usePhotoDrag, usePhotoMoves, usePhotoSelection, type GridPhoto } from './use-photo-grid';

export { DELETE_PHOTO_QUESTION, deletePhotosQuestion, type GridPhoto } from './use-photo-grid';

interface PhotoGridProps<P extends GridPhoto> {
  photos: P[];
  /** Moves the photo at `from` to `to` (both indexes in `photos`). */
  onMove: (from: number, to: number) => void;
  /** Called after the admin confirmed the deletion. */
  onDelete: (photo: P) => void;
  /** Called after the admin confirmed deleting the selected photos (one question for all). */
  onDeleteMany?: (photos: P[]) => void;
  /** The card's own fields (title and credit, edited in place). */
  details?: (photo: P, index: number) => ReactNode;
}

/**
 * The photos in display order: drag a card onto another to move it there, or use its
 * Move earlier / Move later buttons (the keyboard's way; the focus stays on the moved card).
 */
export function PhotoGrid<P extends GridPhoto>({ photos, onMove, onDelete, onDeleteMany, details }: PhotoGridProps<P>) {
  const selection = usePhotoSelection(photos, onDelete, onDeleteMany);
  const { grid, move, announcement } = usePhotoMoves(photos, onMove);
  const drag = usePhotoDrag();

  if (photos.length === 0) return <p>No photos yet.</p>;
  return (
    <>
      <SelectionBar count={selection.chosen.length} onDelete={selection.deleteChosen} onClear={selection.clear} />
      <ol className="photo-grid" ref={grid} aria-label="Photos in display order">
        {photos.map((photo, index) => (
          <PhotoCard
            key={photo._id}
            photo={photo}
            index={index}
            photos={photos}
            drag={drag}
            selected={selection.selected.has(photo._id)}
            onSelect={(on) => selection.toggle(photo._id, on)}
            move={move}
            onDelete={onDelete}
            details={details}
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function SelectionBar({ count, onDelete, onClear }: { count: number; onDelete: () => void; onClear: () => void }) {
  return (
    <div className="photo-selection" role="group" aria-label="Selected photos">
      <span aria-live="polite">
        {count === 0
          ? 'Select photos to delete several at once.'
          : `${count} ${count === 1 ? 'photo' : 'photos'} selected.`}
      </span>
      {count > 0 ? (
        <>
          <button type="button" className="danger" onClick={onDelete}>
            Delete selected ({count})
          </button>
          <button type="button" className="secondary" onClick={onClear}>
            Clear selection
          </button>
        </>
      ) : null}
    </div>
  );
}
