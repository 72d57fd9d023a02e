import { useState } from 'react';
import type { Event, Setlist } from '@jazz/contracts';
import { dateText } from '@jazz/contracts/shows/format';
import { copiedSetlist } from './setlist-ops';

interface CopySetlistProps {
  events: readonly Event[];
  show: { _id: string; startDate: string };
  timeZone: string;
  onCopy: (setlist: Setlist) => void;
}

/** "Copy the setlist of" an earlier show (latest first): its sets become this show's draft. */
export function CopySetlist({ events, show, timeZone, onCopy }: CopySetlistProps) {
  const [chosen, setChosen] = useState('');
  const start = Date.parse(show.startDate) || Number.POSITIVE_INFINITY;
  const earlier = events
    .filter(
      (e) =>
        e._id !== show._id &&
        e.setlist &&
        e.setlist.sets.some((s) => s.tunes.length) &&
        Date.parse(e.startDate) < start,
    )
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))
    .slice(0, 50);
  if (earlier.length === 0) return null;
  const source = earlier.find((e) => e._id === chosen) ?? earlier[0]!;
  return (
    <div className="field copy-setlist">
      <label htmlFor="copy-setlist-of">Copy the setlist of</label>
      <select id="copy-setlist-of" value={source._id} onChange={(e) => setChosen(e.target.value)}>
        {earlier.map((e) => (
          <option key={e._id} value={e._id}>
            {dateText(e.startDate, timeZone)} — {e.venue}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onCopy(copiedSetlist(source.setlist!))}>
        Copy
      </button>
    </div>
  );
}
