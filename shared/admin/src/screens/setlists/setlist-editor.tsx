import { useState } from 'react';
import { ApiError } from '@jazz/client/api-client/errors';
import type { Setlist, Tune } from '@jazz/contracts';
import { FieldError } from '@jazz/client/forms/fields';
import { playedHere, type PastedLine } from '@jazz/contracts/shows/setlists';
import { useAdminHost } from '../../host';
import { useList } from '../../stores';
import { useLoadedList } from '../../use-data';
import { addDays, dayOf } from '@jazz/contracts/time';
import type { EventFormApi } from '../events/event-form-api';
import { CopySetlist } from './copy-setlist';
import { addSet, addTunes, withPasted } from './setlist-ops';
import { SetlistSets } from './setlist-sets';
import { SetlistPaste, type NewTune } from './setlist-paste';
import { TunePicker } from './tune-picker';
import { useShowsOfPeriod } from './use-shows-of-period';
import { DataError } from '../../data-error';

/** How far back the editor reads earlier shows: "played here", the residency's last date, "Copy the setlist of". */
const EARLIER_DAYS = 366;

interface SetlistEditorProps {
  form: EventFormApi;
  label: string;
  /** The show being edited (none on Add Event) and its residency, for "played here". */
  eventId?: string | undefined;
  seriesId?: string | undefined;
}

/** New tunes made in the repertoire (they need the server), and why the last ones could not be. */
function useNewTunes() {
  const { api } = useAdminHost();
  const reloadTunes = useList('tunes', (s) => s.load);
  const [error, setError] = useState('');
  /** Each new tune by its title, with the writers the pasted line named ("Title (Composer)"). */
  async function createTunes(fresh: NewTune[]): Promise<Map<string, Tune>> {
    const made = new Map<string, Tune>();
    setError('');
    try {
      for (const { title, composers } of fresh)
        made.set(title, await api.tunes.create({ title, composers: composers.map((name) => ({ name })) }));
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
  return { createTunes, error };
}

/** Which set typed, picked and pasted tunes go to, once there is more than one. */
function AddToSet({ count, target, onChoose }: { count: number; target: number; onChoose: (set: number) => void }) {
  return (
    <div className="field">
      <label htmlFor="setlist-add-to">Add tunes to</label>
      <select id="setlist-add-to" value={target} onChange={(e) => onChoose(Number(e.target.value))}>
        {Array.from({ length: count }, (_, s) => (
          <option key={s} value={s}>
            Set {s + 1}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Final, Public and Clear of a setlist. */
function SetlistFlags({ setlist, onChange }: { setlist: Setlist; onChange: (next: Setlist | null) => void }) {
  return (
    <div className="setlist-flags">
      <label className="field-checkbox">
        <input
          type="checkbox"
          checked={setlist.final}
          onChange={(e) => onChange({ ...setlist, final: e.target.checked })}
        />{' '}
        Final (this is what was played)
      </label>
      <label className="field-checkbox">
        <input
          type="checkbox"
          checked={setlist.public}
          onChange={(e) => onChange({ ...setlist, public: e.target.checked })}
        />{' '}
        Public (fans see it on the show’s page once the night is over)
      </label>
      <button type="button" className="secondary" onClick={() => onChange(null)}>
        Clear the setlist
      </button>
    </div>
  );
}

/**
 * The setlist of a show (docs/setlists.md): sets of tunes of the repertoire, added by typing or
 * pasting, reordered by dragging or from the keyboard (the Move buttons, or Alt+Arrow on a tune),
 * each tune marked when it was played at this venue in the last four weeks or at the previous
 * date of the residency. It is the event's `setlist` field: saved with the show, offline too.
 */
export function SetlistEditor({ form, label, eventId, seriesId }: SetlistEditorProps) {
  const { timezone } = useAdminHost();
  const tunes = useLoadedList('tunes', (s) => s.items);
  // until the repertoire is read, a typed or pasted title is not offered as a new tune (a duplicate)
  const reading = useList('tunes', (s) => !s.loaded && s.error === null);
  // the shows of the year up to this show's day (today on a new show without a date)
  const startMs = Date.parse(form.values.startDate);
  const showDay = dayOf(Number.isNaN(startMs) ? Date.now() : startMs, timezone);
  const eventsRead = useShowsOfPeriod(addDays(showDay, -EARLIER_DAYS), showDay);
  const events = eventsRead.data ?? [];
  const setlist = form.values.setlist;
  const [addTo, setAddTo] = useState(0);
  const [said, setSaid] = useState('');
  const { createTunes, error } = useNewTunes();

  const byId = new Map(tunes.map((tune) => [tune._id, tune]));
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

  function addPasted(lines: PastedLine[], made: Map<string, Tune>) {
    const { next, set } = withPasted(setlist, target, lines, made);
    change(next);
    setAddTo(set);
    setSaid(`Added ${lines.filter((l) => l.kind !== 'set').length} tunes.`);
  }

  return (
    <section className="setlist-editor" aria-labelledby="setlist-heading">
      <h2 id="setlist-heading">{label}</h2>
      {setlist && (
        <SetlistSets
          setlist={setlist}
          tunes={byId}
          marks={marks}
          markDay={(iso) => day.format(new Date(iso))}
          onChange={change}
          onSay={setSaid}
        />
      )}
      {sets.length > 1 && <AddToSet count={sets.length} target={target} onChoose={setAddTo} />}
      <TunePicker
        tunes={tunes}
        reading={reading}
        onPick={(tune) => {
          change(addTunes(setlist, target, [tune._id]));
          setSaid(`Added ${tune.title} to set ${target + 1}.`);
        }}
        onCreate={async (title) => {
          const made = await createTunes([{ title, composers: [] }]).catch(() => null);
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
        reading={reading}
        onAdd={async (lines, create) => {
          const made = create.length ? await createTunes(create) : new Map<string, Tune>();
          addPasted(lines, made);
        }}
      />
      <DataError reads={[eventsRead]} />
      <CopySetlist
        events={events}
        show={show}
        timeZone={timezone}
        onCopy={(copied) => {
          change(copied);
          setSaid('Setlist copied.');
        }}
      />
      {setlist && <SetlistFlags setlist={setlist} onChange={change} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <FieldError name="setlist" errors={form.errors} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
