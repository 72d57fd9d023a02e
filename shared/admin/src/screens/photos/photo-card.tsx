import type { ReactNode } from 'react';
import { DELETE_PHOTO_QUESTION, type GridPhoto, type MoveAction, type PhotoDrag } from './use-photo-grid';

interface PhotoCardProps<P extends GridPhoto> {
  photo: P;
  index: number;
  photos: P[];
  drag: PhotoDrag;
  selected: boolean;
  onSelect: (on: boolean) => void;
  move: (from: number, to: number, action: MoveAction | null) => void;
  onDelete: (photo: P) => void;
  details?: (photo: P, index: number) => ReactNode;
}

/** One card of the grid: the photo (the drag handle), its tick box, fields and buttons. */
export function PhotoCard<P extends GridPhoto>(props: PhotoCardProps<P>) {
  const { photo, index, photos, drag, details } = props;
  const name = `photo ${index + 1}`;
  return (
    <li
      data-photo={photo._id}
      className="photo-card"
      data-dragging={drag.dragged === photo._id || undefined}
      data-drop-target={(drag.over === photo._id && drag.dragged !== photo._id) || undefined}
      onDragOver={(event) => {
        if (!drag.dragged) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        drag.setOver(photo._id);
      }}
      onDragLeave={() => drag.setOver((current) => (current === photo._id ? null : current))}
      onDrop={(event) => {
        event.preventDefault();
        const from = photos.findIndex((p) => p._id === drag.dragged);
        drag.end();
        if (from >= 0) props.move(from, index, null);
      }}
      onDragEnd={drag.end}
    >
      {/* the photo is the handle: the fields beside it keep their own mouse selection */}
      <img
        src={photo.image}
        alt={photo.title || `Photo ${index + 1}`}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', photo._id);
          drag.setDragged(photo._id);
        }}
      />
      <label className="photo-select">
        <input type="checkbox" checked={props.selected} onChange={(event) => props.onSelect(event.target.checked)} />{' '}
        Select <span className="visually-hidden">{name}</span>
      </label>
      <span className="field-hint">Photo {index + 1}</span>
      {details?.(photo, index)}
      <PhotoCardActions {...props} name={name} />
    </li>
  );
}

const MOVES = [
  ['top', 'to top'],
  ['earlier', 'earlier'],
  ['later', 'later'],
] as const;

function PhotoCardActions<P extends GridPhoto>({
  photo,
  index,
  photos,
  move,
  onDelete,
  name,
}: PhotoCardProps<P> & { name: string }) {
  const target = { top: 0, earlier: index - 1, later: index + 1 };
  return (
    <div className="row-actions">
      {MOVES.map(([action, words]) => (
        <button
          key={action}
          type="button"
          className="secondary"
          data-action={action}
          aria-label={`Move ${name} ${words}`}
          disabled={action === 'later' ? index === photos.length - 1 : index === 0}
          onClick={() => move(index, target[action], action)}
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
  );
}
