import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../api-client/errors';
import type { Setlist, Tune } from '../../../contracts';
import { FieldError } from '../../../forms/fields';
import { playedHere, type PastedLine } from '../../../shows/setlists';
import { useAdminHost } from '../../host';
import { useList, useLoadedList } from '../../stores';
import type { EventFormApi } from '../events/event-form';
import { CopySetlist } from './copy-setlist';
import { addSet, addTunes, emptySetlist, moveTo, moveTune, removeSet, removeTune, type Place } from './setlist-ops';
import { SetlistPaste } from './setlist-paste';
import { TunePicker } from './tune-picker';

interface SetlistEditorProps {
  form: EventFormApi;
  label: string;
  /** The show being edited (none on Add Event) and its residency, for "played here". */
  eventId?: string | undefined;
  seriesId?: string | undefined;
}

const placeKey = ({ set, index }: Place) => `${set}:${index}`;

/**
 * The setlist of a show (docs/setlists.md): sets of tunes of the repertoire, added by typing or
 * pasting, reordered by dragging or from the keyboard (the Move buttons, or Alt+Arrow on a tune),
 * each tune marked when it was played at this venue in the last four weeks or at the previous
 * date of the residency. It is the event's `setlist` field: saved with the show, offline too.
 */
export function SetlistEditor({ form, label, eventId, seriesId }: SetlistEditorProps) {
  const { api, timezone } = useAdminHost();
  const tunes = useLoadedList('tunes', (s) => s.items);
  const reloadTunes = useList('tunes', (s) => s.load);
  const events = useLoadedList('events', (s) => s.items);
  const setlist = form.values.setlist;
  const [addTo, setAddTo] = useState(0);
  const [dragged, setDragged] = useState<Place | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const [focus, setFocus] = useState<{ place: Place; button: 'up' | 'down' | null } | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (!focus) return;
    // the moved tune keeps the focus (on the button pressed), so presses can follow one another
    const item = items.current.get(placeKey(focus.place));
    const button = focus.button && item?.querySelector<HTMLButtonElement>(`[data-move="${focus.button}"]`);
    (button || item)?.focus();
  }, [focus, setlist]);

  const byId = new Map(tunes.map((tune) => [tune._id, tune]));
  const titleOf = (tuneId: string) => byId.get(tuneId)?.title ?? 'A tune no longer in the repertoire';
  const show = {
    _id: eventId ?? '',
    startDate: form.values.startDate,
    venue: form.values.venue,
    venueId: form.values.venueId,
    location: form.values.location,
    seriesId,
  };
  const marks = form.values.startDate ? playedHere(show, events) : new Map();
  const day = new Intl.DateTimeFormat('en-US', { timeZone: timezone, month: 'short', day: 'numeric' });
  const sets = setlist?.sets ?? [];
  const target = Math.min(addTo, Math.max(sets.length - 1, 0));

  const change = (next: Setlist | null) => form.set('setlist', next);

  async function createTunes(titles: string[]): Promise<Map<string, Tune>> {
    const made = new Map<string, Tune>();
    setError('');
    try {
      for (const title of titles) made.set(title, await api.tunes.create({ title }));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 0
          ? 'New tunes need the server: add them when you are back online (tunes of the repertoire can be added now).'
          : failure instanceof Error
            ? failure.message
            : String(failure),
      );
      throw failure;
    } finally {
      if (made.size) await reloadTunes();
    }
    return made;
  }

  function addPasted(lines: PastedLine[], made: Map<string, Tune>) {
    let next = setlist ?? emptySetlist();
    let set = target;
    let started = false;
    for (const line of lines) {
      if (line.kind === 'set') {
        // the first set line names the set he is filling when it is still empty
        const empty = next.sets[set]!.tunes.length === 0 && !started;
        if (!empty) {
          next = addSet(next);
          set = next.sets.length - 1;
        }
        next.sets[set] = { ...next.sets[set]!, title: line.title };
      } else {
        const id = line.kind === 'tune' ? line.tune._id : made.get(line.title)?._id;
        if (id) next = addTunes(next, set, [id]);
      }
      started = true;
    }
    change(next);
    setAddTo(set);
    setSaid(`Added ${lines.filter((l) => l.kind !== 'set').length} tunes.`);
  }

  function move(from: Place, delta: -1 | 1, button: 'up' | 'down' | null = null) {
    if (!setlist) return;
    const moved = moveTune(setlist, from, delta);
    if (!moved) return;
    change(moved.setlist);
    setFocus({ place: moved.to, button });
    const title = titleOf(setlist.sets[from.set]!.tunes[from.index]!.tuneId);
    setSaid(`${title}: set ${moved.to.set + 1}, place ${moved.to.index + 1}.`);
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
    <section className="setlist-editor" aria-labelledby="setlist-heading">
      <h2 id="setlist-heading">{label}</h2>
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
                change({
                  ...setlist!,
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
              if (dragged && setlist) change(moveTo(setlist, dragged, { set: s, index: set.tunes.length }));
              setDragged(null);
            }}
          >
            {set.tunes.map((entry, index) => {
              const place = { set: s, index };
              const tune = byId.get(entry.tuneId);
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
                    if (dragged && setlist) change(moveTo(setlist, dragged, place));
                    setDragged(null);
                  }}
                  onKeyDown={(e) => onItemKey(e, place)}
                >
                  <span className="setlist-title">{title}</span>
                  {tune?.original && <span className="setlist-original"> (original)</span>}
                  {mark && <span className="played-here"> played here {day.format(new Date(mark.startDate))}</span>}
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
                        change(removeTune(setlist!, place));
                        setSaid(`Removed ${title}.`);
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
            <button type="button" className="secondary" onClick={() => change(removeSet(setlist!, s))}>
              Remove set {s + 1}
            </button>
          )}
        </fieldset>
      ))}
      {sets.length > 1 && (
        <div className="field">
          <label htmlFor="setlist-add-to">Add tunes to</label>
          <select id="setlist-add-to" value={target} onChange={(e) => setAddTo(Number(e.target.value))}>
            {sets.map((_, s) => (
              <option key={s} value={s}>
                Set {s + 1}
              </option>
            ))}
          </select>
        </div>
      )}
      <TunePicker
        tunes={tunes}
        onPick={(tune) => {
          change(addTunes(setlist, target, [tune._id]));
          setSaid(`Added ${tune.title} to set ${target + 1}.`);
        }}
        onCreate={async (title) => {
          const made = await createTunes([title]).catch(() => null);
          const tune = made?.get(title);
          if (!tune) return;
          change(addTunes(setlist, target, [tune._id]));
          setSaid(`Added the new tune ${tune.title} to set ${target + 1}.`);
        }}
      />
      <button
        type="button"
        onClick={() => {
          const next = addSet(setlist);
          change(next);
          setAddTo(next.sets.length - 1);
          setSaid(`Set ${next.sets.length} started: new tunes go there.`);
        }}
      >
        Add a set
      </button>
      <SetlistPaste
        tunes={tunes}
        onAdd={async (lines, create) => {
          const made = create.length ? await createTunes(create) : new Map<string, Tune>();
          addPasted(lines, made);
        }}
      />
      <CopySetlist
        events={events}
        show={show}
        timeZone={timezone}
        onCopy={(copied) => {
          change(copied);
          setSaid('Setlist copied.');
        }}
      />
      {setlist && (
        <div className="setlist-flags">
          <label className="field-checkbox">
            <input
              type="checkbox"
              checked={setlist.final}
              onChange={(e) => change({ ...setlist, final: e.target.checked })}
            />{' '}
            Final (this is what was played)
          </label>
          <label className="field-checkbox">
            <input
              type="checkbox"
              checked={setlist.public}
              onChange={(e) => change({ ...setlist, public: e.target.checked })}
            />{' '}
            Public (fans see it on the show’s page once the night is over)
          </label>
          <button type="button" className="secondary" onClick={() => change(null)}>
            Clear the setlist
          </button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <FieldError name="setlist" errors={form.errors} />
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
