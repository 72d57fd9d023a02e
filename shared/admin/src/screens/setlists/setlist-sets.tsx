import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Setlist, Tune } from '@jazz/contracts';
import type { SetlistShow } from '@jazz/contracts/shows/setlists';
import { moveTo, moveTune, removeSet, removeTune, type Place } from './setlist-ops';

interface SetlistSetsProps {
  setlist: Setlist;
  tunes: ReadonlyMap<string, Tune>;
  /** The "played here" marks: the earlier show of each marked tune. */
  marks: ReadonlyMap<string, SetlistShow>;
  markDay: (iso: string) => string;
  onChange: (setlist: Setlist) => void;
  /** A line for the live region (what moved where). */
  onSay: (text: string) => void;
}

const placeKey = ({ set, index }: Place) => `${set}:${index}`;

/**
 * The sets of a setlist and their tunes in order: each set's title, each tune with its marks,
 * reordered by dragging (native drag and drop) or from the keyboard (Move up / Move down, or
 * Alt+Arrow on a tune: past the end of a set a tune moves into the next or previous set). The
 * moved tune keeps the focus, so presses can follow one another.
 */
export function SetlistSets({ setlist, tunes, marks, markDay, onChange, onSay }: SetlistSetsProps) {
  const sets = setlist.sets;
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

  return (
    <>
      {sets.map((set, s) => (
        <fieldset key={s} className="setlist-set">
          <legend>Set {s + 1}</legend>
          <div className="field">
            <label htmlFor={`set-title-${s}`}>Title of set {s + 1}</label>
            <input
              id={`set-title-${s}`}
              value={set.title ?? ''}
              placeholder={s === 0 ? 'First set' : ''}
              onChange={(e) =>
                onChange({
                  ...setlist,
                  sets: sets.map((x, i) => (i === s ? { ...x, title: e.target.value || undefined } : x)),
                })
              }
            />
          </div>
          <ol
            className="setlist-tunes"
            aria-label={`Tunes of set ${s + 1}`}
            onDragOver={(e) => dragged && e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged) onChange(moveTo(setlist, dragged, { set: s, index: set.tunes.length }));
              setDragged(null);
            }}
          >
            {set.tunes.map((entry, index) => {
              const place = { set: s, index };
              const tune = tunes.get(entry.tuneId);
              const title = titleOf(entry.tuneId);
              const mark = marks.get(entry.tuneId);
              return (
                <li
                  key={`${entry.tuneId}-${index}`}
                  ref={(node) => {
                    if (node) items.current.set(placeKey(place), node);
                    else items.current.delete(placeKey(place));
                  }}
                  tabIndex={-1}
                  draggable
                  aria-label={title}
                  onDragStart={() => setDragged(place)}
                  onDragOver={(e) => dragged && e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    if (dragged) onChange(moveTo(setlist, dragged, place));
                    setDragged(null);
                  }}
                  onKeyDown={(e) => onItemKey(e, place)}
                >
                  <span className="setlist-title">{title}</span>
                  {tune?.original && <span className="setlist-original"> (original)</span>}
                  {mark && <span className="played-here"> played here {markDay(mark.startDate)}</span>}
                  <span className="setlist-actions">
                    <button type="button" data-move="up" onClick={() => move(place, -1, 'up')}>
                      Move up<span className="sr-only"> {title}</span>
                    </button>
                    <button type="button" data-move="down" onClick={() => move(place, 1, 'down')}>
                      Move down<span className="sr-only"> {title}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        onChange(removeTune(setlist, place));
                        onSay(`Removed ${title}.`);
                      }}
                    >
                      Remove<span className="sr-only"> {title}</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          {sets.length > 1 && (
            <button type="button" className="secondary" onClick={() => onChange(removeSet(setlist, s))}>
              Remove set {s + 1}
            </button>
          )}
        </fieldset>
      ))}
    </>
  );
}
