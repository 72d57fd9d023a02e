import { useEffect, useRef, useState, type ReactNode } from 'react';

export const DELETE_PHOTO_QUESTION = 'Are you sure you want to delete this photo?';
/** One question for several photos, naming how many. */
export const deletePhotosQuestion = (count: number) =>
  count === 1 ? DELETE_PHOTO_QUESTION : `Are you sure you want to delete these ${count} photos?`;

/** What the grid needs of a photo record. */
export interface GridPhoto {
  _id: string;
  title: string;
  image: string;
}

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
  const [dragged, setDragged] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // a photo deleted or gone from the list is no longer selected
  const chosen = photos.filter((photo) => selected.has(photo._id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const deleteChosen = () => {
    if (chosen.length === 0 || !window.confirm(deletePhotosQuestion(chosen.length))) return;
    setSelected(new Set());
    if (onDeleteMany) onDeleteMany(chosen);
    else chosen.forEach(onDelete);
  };
  const [over, setOver] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string; action: 'earlier' | 'later' | 'top' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const grid = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus || !grid.current) return;
    const button = (action: string) =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-photo="${focus.id}"] [data-action="${action}"]`);
    let target = button(focus.action);
    if (!target || target.disabled) target = button(focus.action === 'later' ? 'earlier' : 'later');
    target?.focus();
    setFocus(null);
  }, [focus, photos]);

  function move(from: number, to: number, action: 'earlier' | 'later' | 'top' | null) {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length || from === to) return;
    onMove(from, to);
    if (action) setFocus({ id: photo._id, action });
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1}.`);
  }

  if (photos.length === 0) return <p>No photos yet.</p>;
  return (
    <>
      <div className="photo-selection" role="group" aria-label="Selected photos">
        <span aria-live="polite">
          {chosen.length === 0
            ? 'Select photos to delete several at once.'
            : `${chosen.length} ${chosen.length === 1 ? 'photo' : 'photos'} selected.`}
        </span>
        {chosen.length > 0 ? (
          <>
            <button type="button" className="danger" onClick={deleteChosen}>
              Delete selected ({chosen.length})
            </button>
            <button type="button" className="secondary" onClick={() => setSelected(new Set())}>
              Clear selection
            </button>
          </>
        ) : null}
      </div>
      <ol className="photo-grid" ref={grid} aria-label="Photos in display order">
        {photos.map((photo, index) => {
          const name = `photo ${index + 1}`;
          return (
            <li
              key={photo._id}
              data-photo={photo._id}
              className="photo-card"
              data-dragging={dragged === photo._id || undefined}
              data-drop-target={(over === photo._id && dragged !== photo._id) || undefined}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(photo._id);
              }}
              onDragLeave={() => setOver((current) => (current === photo._id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                const from = photos.findIndex((p) => p._id === dragged);
                setDragged(null);
                setOver(null);
                if (from >= 0) move(from, index, null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              {/* the photo is the handle: the fields beside it keep their own mouse selection */}
              <img
                src={photo.image}
                alt={photo.title || `Photo ${index + 1}`}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', photo._id);
                  setDragged(photo._id);
                }}
              />
              <label className="photo-select">
                <input
                  type="checkbox"
                  checked={selected.has(photo._id)}
                  onChange={(event) => toggle(photo._id, event.target.checked)}
                />{' '}
                Select <span className="visually-hidden">{name}</span>
              </label>
              <span className="field-hint">Photo {index + 1}</span>
              {details?.(photo, index)}
              <div className="row-actions">
                {(
                  [
                    ['top', 'to top', 0],
                    ['earlier', 'earlier', index - 1],
                    ['later', 'later', index + 1],
                  ] as const
                ).map(([action, words, to]) => (
                  <button
                    key={action}
                    type="button"
                    className="secondary"
                    data-action={action}
                    aria-label={`Move ${name} ${words}`}
                    disabled={action === 'later' ? index === photos.length - 1 : index === 0}
                    onClick={() => move(index, to, action)}
                  >
                    {`Move ${words}`}
                  </button>
                ))}
                <button
                  type="button"
                  className="danger"
                  aria-label={`Delete ${name}`}
                  onClick={() => window.confirm(DELETE_PHOTO_QUESTION) && onDelete(photo)}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
