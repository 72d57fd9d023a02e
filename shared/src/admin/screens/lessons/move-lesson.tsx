import { useState, type FormEvent } from 'react';
import type { Lesson } from '../../../contracts';
import { instantToWallTime, wallTimeToInstant } from '../../timezone';

const pad = (n: number) => String(n).padStart(2, '0');

/** The lesson's start as a datetime-local value in the site's zone. */
function localValue(iso: string, zone: string): string {
  const w = instantToWallTime(iso, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "Move": a new start in the site's zone (on the hour or half hour); the student is mailed. */
export function MoveLesson({
  lesson,
  zone,
  onMove,
}: {
  lesson: Lesson;
  zone: string;
  onMove: (start: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState(() => localValue(lesson.start, zone));
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        Move
      </button>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
    if (!match) return;
    const [, year, month, day, hour, minute] = match.map(Number) as number[];
    await onMove(wallTimeToInstant({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, zone));
    setOpen(false);
  }

  return (
    <form className="admin-row" onSubmit={(e) => void submit(e)}>
      <label>
        New start
        <input type="datetime-local" step={1800} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit">Move and notify</button>
      <button type="button" className="secondary" onClick={() => setOpen(false)}>
        Keep
      </button>
    </form>
  );
}
