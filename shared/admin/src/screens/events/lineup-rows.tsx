import { useMemo, useState } from 'react';
import type { Event, LineupEntry } from '@jazz/contracts';
import { FieldError } from '@jazz/client/forms/fields';
import { showLabel } from '@jazz/contracts/csv/stats';
import { useAdminHost } from '../../host';
import type { EventFormApi } from './event-form-api';

/** Earlier shows with a lineup, newest first, and every player named before with his last instrument. */
type WithLineup = Event & { lineup: LineupEntry[] };

function lineupsOf(events: readonly Event[]) {
  const shows = events
    .filter((e): e is WithLineup => (e.lineup?.length ?? 0) > 0 && Date.parse(e.startDate) <= Date.now())
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  const players = new Map<string, LineupEntry>();
  // oldest first, so a player's latest instrument wins
  for (const show of [...shows].reverse())
    for (const player of show.lineup) players.set(player.name.trim().toLowerCase(), player);
  return { shows: shows.slice(0, 50), players: [...players.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The shows' lineups, read once the owner reaches the lineup (not on every form opening). */
function useEarlierLineups() {
  const { api } = useAdminHost();
  const [events, setEvents] = useState<Event[] | null>(null);
  const load = () => {
    if (events !== null) return;
    setEvents([]);
    api.events
      .list()
      .then(setEvents)
      .catch(() => {});
  };
  const lineups = useMemo(() => lineupsOf(events ?? []), [events]);
  return { ...lineups, load };
}

/**
 * The band on the night, one row per player (name and instrument); the lineup of an earlier
 * show can be copied, and a player named before is offered by name (his instrument follows).
 */
export function LineupRows({ form, label }: { form: EventFormApi; label: string }) {
  const { timezone } = useAdminHost();
  const earlier = useEarlierLineups();
  const [source, setSource] = useState('');
  const rows = form.values.lineup;
  const setRow = (index: number, row: LineupEntry) =>
    form.set(
      'lineup',
      rows.map((r, i) => (i === index ? row : r)),
    );
  const nameChanged = (index: number, row: LineupEntry, name: string) => {
    const saved = earlier.players.find((p) => p.name.trim().toLowerCase() === name.trim().toLowerCase());
    setRow(index, { ...row, name, instrument: row.instrument || saved?.instrument || '' });
  };
  const copy = () => {
    const show = earlier.shows.find((e) => e._id === source);
    if (!show) return;
    const kept = rows.filter((r) => r.name.trim());
    const names = new Set(kept.map((r) => r.name.trim().toLowerCase()));
    form.set('lineup', [
      ...kept,
      ...show.lineup.filter((p) => !names.has(p.name.trim().toLowerCase())).map((p) => ({ ...p })),
    ]);
  };
  return (
    <fieldset className="lineup-rows" onFocus={earlier.load}>
      <legend>{label}</legend>
      <div className="field lineup-copy">
        <label htmlFor="lineup-copy-from">Copy the lineup of an earlier show</label>
        <select id="lineup-copy-from" value={source} onChange={(e) => setSource(e.target.value)}>
          <option value="">Choose a show…</option>
          {earlier.shows.map((show) => (
            <option key={show._id} value={show._id}>
              {showLabel(show, timezone)}: {show.lineup.map((p) => p.name).join(', ')}
            </option>
          ))}
        </select>{' '}
        <button type="button" disabled={!source} onClick={copy}>
          Copy lineup
        </button>
      </div>
      <datalist id="lineup-saved-players">
        {earlier.players.map((p) => (
          <option key={p.name} value={p.name}>
            {p.instrument}
          </option>
        ))}
      </datalist>
      {rows.map((row, index) => (
        <div className="lineup-row" key={index}>
          <div className="field">
            <label htmlFor={`lineup-name-${index}`}>Player {index + 1}</label>
            <input
              id={`lineup-name-${index}`}
              value={row.name}
              autoComplete="off"
              list="lineup-saved-players"
              onChange={(e) => nameChanged(index, row, e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`lineup-instrument-${index}`}>Instrument {index + 1}</label>
            <input
              id={`lineup-instrument-${index}`}
              value={row.instrument}
              autoComplete="off"
              onChange={(e) => setRow(index, { ...row, instrument: e.target.value })}
            />
          </div>
          <button
            type="button"
            onClick={() =>
              form.set(
                'lineup',
                rows.filter((_, i) => i !== index),
              )
            }
          >
            Remove player {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => form.set('lineup', [...rows, { name: '', instrument: '' }])}>
        Add a player
      </button>
      <FieldError name="lineup" errors={form.errors} />
    </fieldset>
  );
}
