import type { Setlist, Tune } from '@jazz/contracts';
import type { SetlistShow } from '@jazz/contracts/shows/setlists';
import { removeSet, removeTune } from './setlist-ops';
import { useSetlistMoves, type SetlistMoves } from './use-setlist-moves';

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

/**
 * The sets of a setlist and their tunes in order: each set's title, each tune with its marks,
 * reordered by dragging (native drag and drop) or from the keyboard (Move up / Move down, or
 * Alt+Arrow on a tune: past the end of a set a tune moves into the next or previous set). The
 * moved tune keeps the focus, so presses can follow one another.
 */
export function SetlistSets(props: SetlistSetsProps) {
  const { setlist, tunes, onChange, onSay } = props;
  const moves = useSetlistMoves(setlist, tunes, onChange, onSay);
  return (
    <>
      {setlist.sets.map((_, s) => (
        <SetFieldset key={s} {...props} s={s} moves={moves} />
      ))}
    </>
  );
}

function SetFieldset({ setlist, onChange, s, moves, ...rest }: SetlistSetsProps & { s: number; moves: SetlistMoves }) {
  const sets = setlist.sets;
  const set = sets[s]!;
  return (
    <fieldset className="setlist-set">
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
        onDragOver={(e) => moves.dragging && e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          moves.dropAt({ set: s, index: set.tunes.length });
        }}
      >
        {set.tunes.map((entry, index) => (
          <SetTune
            key={`${entry.tuneId}-${index}`}
            {...rest}
            setlist={setlist}
            onChange={onChange}
            tuneId={entry.tuneId}
            place={{ set: s, index }}
            moves={moves}
          />
        ))}
      </ol>
      {sets.length > 1 && (
        <button type="button" className="secondary" onClick={() => onChange(removeSet(setlist, s))}>
          Remove set {s + 1}
        </button>
      )}
    </fieldset>
  );
}

function SetTune({
  setlist,
  tunes,
  marks,
  markDay,
  onChange,
  onSay,
  tuneId,
  place,
  moves,
}: SetlistSetsProps & { tuneId: string; place: { set: number; index: number }; moves: SetlistMoves }) {
  const tune = tunes.get(tuneId);
  const title = moves.titleOf(tuneId);
  const mark = marks.get(tuneId);
  return (
    <li
      ref={moves.itemRef(place)}
      tabIndex={-1}
      draggable
      aria-label={title}
      onDragStart={() => moves.startDrag(place)}
      onDragOver={(e) => moves.dragging && e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        e.stopPropagation();
        moves.dropAt(place);
      }}
      onKeyDown={(e) => moves.onItemKey(e, place)}
    >
      <span className="setlist-title">{title}</span>
      {tune?.original && <span className="setlist-original"> (original)</span>}
      {mark && <span className="played-here"> played here {markDay(mark.startDate)}</span>}
      <span className="setlist-actions">
        <button type="button" data-move="up" onClick={() => moves.move(place, -1, 'up')}>
          Move up<span className="visually-hidden"> {title}</span>
        </button>
        <button type="button" data-move="down" onClick={() => moves.move(place, 1, 'down')}>
          Move down<span className="visually-hidden"> {title}</span>
        </button>
        <button
          type="button"
          onClick={() => {
            onChange(removeTune(setlist, place));
            onSay(`Removed ${title}.`);
          }}
        >
          Remove<span className="visually-hidden"> {title}</span>
        </button>
      </span>
    </li>
  );
}
