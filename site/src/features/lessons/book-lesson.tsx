import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router-dom';
import { isApiError } from '@jazz/shared/api-client';
import type { FormatKey, LessonSettings } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import type { RootData } from '../../lib/root-data';
import { addDays, dayIn, dayLabel, mondayOf, visitorZone, whenIn, type Day } from '../../lib/lesson-time';
import { WeekSlots } from './week-slots';

/** What went wrong, in the server's words: a 400 names its field (weeks beyond the horizon). */
const message = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return Object.values(error.fieldErrors)[0] ?? error.message;
};

/** "Book a lesson" on /lessons: a week of open slots in the site's zone, and the booking form. */
export function BookLesson() {
  const root = useRouteLoaderData<RootData>('root');
  const timeZone = root?.settings.timeZone ?? 'America/New_York';
  const signedIn = useAuth((state) => state.isAuthenticated);
  const location = useLocation();
  const [settings, setSettings] = useState<LessonSettings | null>(null);
  const [length, setLength] = useState(0);
  const [format, setFormat] = useState<FormatKey>('in-person');
  const [weekStart, setWeekStart] = useState<Day>(() => mondayOf(dayIn(Date.now(), timeZone)));
  const [slots, setSlots] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [weeks, setWeeks] = useState(1);
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [ownZone, setOwnZone] = useState<string | undefined>();

  useEffect(() => {
    setOwnZone(visitorZone());
    api.lessons
      .settings()
      .then((s) => {
        setSettings(s);
        setLength(s.lengths[0]?.minutes ?? 0);
        setFormat(s.formats[0]?.key ?? 'in-person');
      })
      .catch((e: unknown) => setStatus({ kind: 'error', text: message(e) }));
  }, []);

  const loadSlots = useCallback(async () => {
    if (!length) return;
    try {
      setSlots((await api.lessons.slots(weekStart, addDays(weekStart, 6), length)).slots);
    } catch (e) {
      setStatus({ kind: 'error', text: message(e) });
    }
  }, [weekStart, length]);

  useEffect(() => {
    setSlots(null);
    void loadSlots();
  }, [loadSlots]);

  async function book(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    setStatus(null);
    try {
      const booked = await api.lessons.book({ start: selected, length, format, message: note, weeks });
      const text =
        booked.status === 'confirmed'
          ? `Booked: ${whenIn(booked.start, timeZone)}${weeks > 1 ? ` and ${weeks - 1} more weeks` : ''}.`
          : `Requested: ${whenIn(booked.start, timeZone)}${weeks > 1 ? ` and ${weeks - 1} more weeks` : ''}. You will get a mail once it is confirmed.`;
      setStatus({ kind: 'done', text });
      setSelected(null);
      setNote('');
    } catch (e) {
      setStatus({ kind: 'error', text: message(e) });
    } finally {
      setBusy(false);
      void loadSlots();
    }
  }

  if (!settings) return status ? <p role="alert">{status.text}</p> : null;
  const horizon = Math.max(1, settings.horizonWeeks);
  return (
    <section className="book-lesson" aria-labelledby="book-lesson-title">
      <h2 id="book-lesson-title">Book a lesson</h2>
      {settings.houseRules ? <p className="lesson-rules">{settings.houseRules}</p> : null}
      <div className="lesson-choices">
        <label>
          Length{' '}
          <select value={length} onChange={(e) => (setLength(Number(e.target.value)), setSelected(null))}>
            {settings.lengths.map((l) => (
              <option key={l.minutes} value={l.minutes}>
                {`${l.minutes} minutes${l.price ? `, ${l.price}` : ''}`}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Format</legend>
          {settings.formats.map((f) => (
            <label key={f.key}>
              <input type="radio" name="lesson-format" checked={format === f.key} onChange={() => setFormat(f.key)} />{' '}
              {f.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="lesson-week-nav">
        <button type="button" className="secondary" onClick={() => setWeekStart(addDays(weekStart, -7))}>
          Previous week
        </button>
        <span>Week of {dayLabel(weekStart)}</span>
        <button type="button" className="secondary" onClick={() => setWeekStart(addDays(weekStart, 7))}>
          Next week
        </button>
      </div>
      <p className="lesson-zone">{`Times are ${timeZone.replace(/_/g, ' ')} time.`}</p>
      {slots === null ? (
        <p>Loading...</p>
      ) : (
        <WeekSlots
          weekStart={weekStart}
          slots={slots}
          timeZone={timeZone}
          ownZone={ownZone}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {selected && !signedIn ? (
        <p className="lesson-login">
          <Link to="/login" state={{ from: location }}>
            Log in to book
          </Link>{' '}
          or <Link to="/register">create an account</Link>.
        </p>
      ) : null}
      {selected && signedIn ? (
        <form className="lesson-form" onSubmit={book}>
          <p>
            <strong>{whenIn(selected, timeZone)}</strong>, {length} minutes
          </p>
          <label>
            Repeat
            <select value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
              {Array.from({ length: horizon }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? 'Just this once' : `Weekly, ${n} weeks`}
                </option>
              ))}
            </select>
          </label>
          <label>
            Message (optional)
            <textarea value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Book this time
          </button>
        </form>
      ) : null}
      {status ? (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={`lesson-status ${status.kind}`}>
          {status.text} {status.kind === 'done' ? <Link to="/dashboard">My lessons</Link> : null}
        </p>
      ) : null}
    </section>
  );
}
