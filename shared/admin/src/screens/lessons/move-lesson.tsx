import { useState, type FormEvent } from 'react';
import type { Lesson } from '@jazz/contracts';
import { dayAndTime } from '@jazz/contracts/time';
import { wallTimeToInstant } from '../../timezone';

const pad = (n: number) => String(n).padStart(2, '0');

/** The lesson's start as a datetime-local value in the site's zone. */
function localValue(iso: string, zone: string): string {
  const { date, time } = dayAndTime(iso, zone);
  return `${date}T${time}`;
}

/** "2:00 PM": an hour and minute of the day as the admin reads them. */
const clockText = (hour: number, minute: number) =>
  `${((hour + 11) % 12) + 1}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

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
  const [problem, setProblem] = useState('');
  if (!open)
    return (
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        Move
      </button>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
    if (!match) return setProblem('Choose a day and a time.');
    const [, year, month, day, hour, minute] = match.map(Number);
    if (minute !== 0 && minute !== 30) {
      // 2:15 → "2:00 PM or 2:30 PM": the slots the students book
      const at = (m: number) => clockText(hour!, m);
      return setProblem(`Lessons start on the hour or the half hour: choose ${at(0)} or ${at(30)}.`);
    }
    setProblem('');
    await onMove(wallTimeToInstant({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, zone));
    setOpen(false);
  }

  return (
    // the browser's own refusal of 2:15 ("enter a valid value") says nothing of half hours
    <form className="admin-row" noValidate onSubmit={(e) => void submit(e)}>
      <label>
        New start
        <input
          type="datetime-local"
          step={1800}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `move-${lesson._id}-problem` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit">Move and notify</button>
      <button type="button" className="secondary" onClick={() => setOpen(false)}>
        Keep
      </button>
      {problem ? (
        <p id={`move-${lesson._id}-problem`} className="failure" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
