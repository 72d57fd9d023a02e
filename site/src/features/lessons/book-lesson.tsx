import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router-dom';
import { isApiError } from '@jazz/shared/api-client';
import type { FormatKey, LessonSettings } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import type { RootData } from '../../lib/root-data';
import { lessonChoicePath, readLessonChoice } from '../../lib/lesson-choice';
import { addDays, dayIn, mondayOf, visitorZone, whenIn, type Day } from '../../lib/lesson-time';
import { LessonStep, ResendLink } from './lesson-step';
import { WeekNav } from './week-nav';
import { WeekSlots } from './week-slots';
import { firstOpenWeek, lastBookableDay, placeOf } from './lesson-weeks';

type Status = { kind: 'error' | 'done' | 'unverified'; text: string };

/** What went wrong, in the server's words: a 400 names its field (weeks beyond the horizon). */
const message = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return Object.values(error.fieldErrors)[0] ?? error.message;
};

/** "Book a lesson" on /lessons: a week of open slots in the site's zone, and the booking step. */
export function BookLesson() {
  const root = useRouteLoaderData<RootData>('root');
  const timeZone = root?.settings.timeZone ?? 'America/New_York';
  const signedIn = useAuth((state) => state.isAuthenticated);
  const location = useLocation();
  // a time chosen before signing up or logging in comes back in the address
  const [chosen] = useState(() => readLessonChoice(location.search));
  const [settings, setSettings] = useState<LessonSettings | null>(null);
  const [length, setLength] = useState(0);
  const [format, setFormat] = useState<FormatKey>('in-person');
  const today = dayIn(Date.now(), timeZone);
  const [weekStart, setWeekStart] = useState<Day | null>(() =>
    chosen?.time ? mondayOf(dayIn(chosen.time, timeZone)) : null,
  );
  const [slots, setSlots] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string | null>(chosen?.time ?? null);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [ownZone, setOwnZone] = useState<string | undefined>();

  useEffect(() => {
    setOwnZone(visitorZone());
    api.lessons
      .settings()
      .then((s) => {
        setSettings(s);
        const keptLength = s.lengths.find((l) => l.minutes === chosen?.length)?.minutes;
        setLength(keptLength ?? s.lengths[0]?.minutes ?? 0);
        const keptFormat = s.formats.find((f) => f.key === chosen?.format)?.key;
        setFormat(keptFormat ?? s.formats[0]?.key ?? 'in-person');
      })
      .catch((e: unknown) => setStatus({ kind: 'error', text: message(e) }));
  }, [chosen]);

  const lastDay = settings ? lastBookableDay(today, settings.horizonWeeks) : today;

  // no time chosen yet: open on the first week that has an open time
  useEffect(() => {
    if (!settings || !length || weekStart) return;
    firstOpenWeek(today, lastDay, length, timeZone)
      .then((week) => setWeekStart(week ?? mondayOf(today)))
      .catch(() => setWeekStart(mondayOf(today)));
  }, [settings, length, weekStart, today, lastDay, timeZone]);

  const loadSlots = useCallback(async () => {
    if (!length || !weekStart) return;
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

  const back = useMemo(
    () => (selected ? lessonChoicePath({ time: selected, length, format }) : '/lessons'),
    [selected, length, format],
  );
  // the address carries the choice, so a reload, a log in or a sign-up comes back to it
  useEffect(() => {
    if (!settings || `${window.location.pathname}${window.location.search}` === back) return;
    window.history.replaceState(window.history.state, '', back);
  }, [back, settings]);

  // a time kept from before signing in that was taken meanwhile (known once the week is loaded)
  const stillOpen = !selected || slots === null || slots.includes(selected);
  const stepReady = !!selected && slots !== null && stillOpen;

  async function book({ weeks, message: note }: { weeks: number; message: string }) {
    if (!selected) return;
    setBusy(true);
    setStatus(null);
    try {
      const booked = await api.lessons.book({ start: selected, length, format, message: note, weeks });
      const more = weeks > 1 ? ` and ${weeks - 1} more weeks` : '';
      const text =
        booked.status === 'confirmed'
          ? `Booked: ${whenIn(booked.start, timeZone)}${more}.`
          : `Requested: ${whenIn(booked.start, timeZone)}${more}. You will get a mail once it is confirmed.`;
      setStatus({ kind: 'done', text });
      setSelected(null);
    } catch (e) {
      if (isApiError(e) && e.reason === 'unverified')
        setStatus({
          kind: 'unverified',
          text: 'Booking needs a confirmed e-mail address: open the link we mailed you when you signed up.',
        });
      else setStatus({ kind: 'error', text: message(e) });
    } finally {
      setBusy(false);
      void loadSlots();
    }
  }

  if (!settings) return status ? <p role="alert">{status.text}</p> : null;
  const lengthChoice = settings.lengths.find((l) => l.minutes === length);
  const formatChoice = settings.formats.find((f) => f.key === format);
  return (
    <section className="book-lesson" aria-labelledby="book-lesson-title">
      <h2 id="book-lesson-title">Book a lesson</h2>
      <p className="lesson-needs">
        To book you need an account with a confirmed e-mail address: when you sign up we mail you a link to confirm it.
      </p>
      {settings.houseRules ? <p className="lesson-rules">{settings.houseRules}</p> : null}
      <div className="lesson-choices">
        <label>
          Length and price{' '}
          <select value={length} onChange={(e) => (setLength(Number(e.target.value)), setSelected(null))}>
            {settings.lengths.map((l) => (
              <option key={l.minutes} value={l.minutes}>
                {`${l.minutes} minutes${l.price ? `, ${l.price}` : ''}`}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Where</legend>
          {settings.formats.map((f) => (
            <label key={f.key}>
              <input type="radio" name="lesson-format" checked={format === f.key} onChange={() => setFormat(f.key)} />{' '}
              {placeOf(f)}
            </label>
          ))}
        </fieldset>
      </div>
      {weekStart ? (
        <WeekNav
          weekStart={weekStart}
          today={today}
          lastDay={lastDay}
          horizonWeeks={settings.horizonWeeks}
          onMove={setWeekStart}
        />
      ) : null}
      <p className="lesson-zone">{`Times are ${timeZone.replace(/_/g, ' ')} time.`}</p>
      {slots === null || !weekStart ? (
        <p>Loading...</p>
      ) : (
        <WeekSlots
          weekStart={weekStart}
          slots={slots}
          timeZone={timeZone}
          ownZone={ownZone}
          selected={selected}
          onSelect={(slot) => (setStatus(null), setSelected(slot))}
        />
      )}
      {selected && !stillOpen ? (
        <p role="alert" className="lesson-status error">
          {`${whenIn(selected, timeZone)} is no longer free. Please choose another time.`}
        </p>
      ) : null}
      {selected && stepReady ? (
        <LessonStep
          selected={selected}
          timeZone={timeZone}
          length={length}
          price={lengthChoice?.price ?? ''}
          place={formatChoice ? placeOf(formatChoice) : ''}
          horizonWeeks={settings.horizonWeeks}
          signedIn={signedIn}
          back={back}
          busy={busy}
          onBook={(input) => void book(input)}
        />
      ) : null}
      {status ? (
        <p role={status.kind === 'done' ? 'status' : 'alert'} className={`lesson-status ${status.kind}`}>
          {status.text} {status.kind === 'done' ? <Link to="/dashboard">My lessons</Link> : null}
          {status.kind === 'unverified' ? <ResendLink back={back} /> : null}
        </p>
      ) : null}
    </section>
  );
}
