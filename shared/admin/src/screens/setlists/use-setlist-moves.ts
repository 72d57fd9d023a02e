import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Setlist, Tune } from '@jazz/contracts';
import { moveTo, moveTune, type Place } from './setlist-ops';

const placeKey = ({ set, index }: Place) => `${set}:${index}`;

/**
 * Moving tunes: by dragging, by the Move buttons or Alt+Arrow (past the end of a set a tune
 * moves into the next or previous set). The moved tune keeps the focus, so presses can follow
 * one another, and the live region says where it went.
 */
export function useSetlistMoves(
  setlist: Setlist,
  tunes: ReadonlyMap<string, Tune>,
  onChange: (setlist: Setlist) => void,
  onSay: (text: string) => void,
) {
  const [dragged, setDragged] = useState<Place | null>(null);
  const [focus, setFocus] = useState<{ place: Place; button: 'up' | 'down' | null } | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (!focus) return;
    const item = items.current.get(placeKey(focus.place));
    const button = focus.button && item?.querySelector<HTMLButtonElement>(`[data-move="${focus.button}"]`);
    (button || item)?.focus();
  }, [focus, setlist]);

  const titleOf = (tuneId: string) => tunes.get(tuneId)?.title ?? 'A tune no longer in the repertoire';

  function move(from: Place, delta: -1 | 1, button: 'up' | 'down' | null = null) {
    const moved = moveTune(setlist, from, delta);
    if (!moved) return;
    onChange(moved.setlist);
    setFocus({ place: moved.to, button });
    const title = titleOf(setlist.sets[from.set]!.tunes[from.index]!.tuneId);
    onSay(`${title}: set ${moved.to.set + 1}, place ${moved.to.index + 1}.`);
  }

  // Alt+Arrow on a tune or its buttons moves it (the buttons do the same one press at a time)
  function onItemKey(e: KeyboardEvent<HTMLLIElement>, place: Place) {
    if (!e.altKey) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(place, e.key === 'ArrowUp' ? -1 : 1);
    }
  }

  /** Drops the dragged tune at `place`. */
  function dropAt(place: Place) {
    if (dragged) onChange(moveTo(setlist, dragged, place));
    setDragged(null);
  }

  const itemRef = (place: Place) => (node: HTMLLIElement | null) => {
    if (node) items.current.set(placeKey(place), node);
    else items.current.delete(placeKey(place));
  };

  return { dragging: dragged !== null, startDrag: setDragged, dropAt, move, onItemKey, titleOf, itemRef };
}

export type SetlistMoves = ReturnType<typeof useSetlistMoves>;
