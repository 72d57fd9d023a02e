import { useEffect, useRef, useState } from 'react';

/** What the grid needs of a photo record. */
export interface GridPhoto {
  _id: string;
  title: string;
  image: string;
}

export type MoveAction = 'earlier' | 'later' | 'top';

export const DELETE_PHOTO_QUESTION = 'Are you sure you want to delete this photo?';
/** One question for several photos, naming how many. */
export const deletePhotosQuestion = (count: number) =>
  count === 1 ? DELETE_PHOTO_QUESTION : `Are you sure you want to delete these ${count} photos?`;

/** The photos ticked for a deletion of several at once. */
export function usePhotoSelection<P extends GridPhoto>(
  photos: P[],
  onDelete: (photo: P) => void,
  onDeleteMany?: (photos: P[]) => void,
) {
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
  const clear = () => setSelected(new Set());
  const deleteChosen = () => {
    if (chosen.length === 0 || !window.confirm(deletePhotosQuestion(chosen.length))) return;
    setSelected(new Set());
    if (onDeleteMany) onDeleteMany(chosen);
    else chosen.forEach(onDelete);
  };
  return { selected, chosen, toggle, clear, deleteChosen };
}

/**
 * Moves a photo, says so to a screen reader and keeps the focus on the moved card's button
 * (or its other move button once the first one is disabled at an end of the list).
 */
export function usePhotoMoves<P extends GridPhoto>(photos: P[], onMove: (from: number, to: number) => void) {
  const [focus, setFocus] = useState<{ id: string; action: MoveAction } | null>(null);
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

  function move(from: number, to: number, action: MoveAction | null) {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length || from === to) return;
    onMove(from, to);
    if (action) setFocus({ id: photo._id, action });
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1}.`);
  }
  return { grid, move, announcement };
}

/** Which card is being dragged and which one it hovers. */
export function usePhotoDrag() {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  return { dragged, over, setDragged, setOver, end };
}

export type PhotoDrag = ReturnType<typeof usePhotoDrag>;
