import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@jazz/shared/api-client';
import type { FormatKey } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { lessonChoicePath } from '../../lib/lesson-choice';
import { addDays, dayIn, visitorZone, whenIn, type Day } from '../../lib/lesson-time';
import { LessonStep, ResendLink } from './lesson-step';
import { WeekNav } from './week-nav';
import { WeekSlots } from './week-slots';
import { lastBookableDay, placeOf, type LessonsStart } from './lesson-weeks';

type Status = { kind: 'error' | 'done' | 'unverified'; text: string };

/** What went wrong, in the server's words: a 400 names its field (weeks beyond the horizon). */
const message = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return Object.values(error.fieldErrors)[0] ?? error.message;
};

const apiSlots = async (from: Day, to: Day, length: number) => (await api.lessons.slots(from, to, length)).slots;

/**
 * The state of the booking: what the server rendered (`start`), then the visitor's choices.
 * The week's times are asked for again once live, and at each change of week or length.
 */
function useLessonBooking(start: LessonsStart) {
  const { settings, timeZone, choice } = start;
  const [length, setLength] = useState(start.length);
  const [format, setFormat] = useState<FormatKey>(
    () => settings.formats.find((f) => f.key === choice.format)?.key ?? settings.formats[0]?.key ?? 'in-person',
  );
  const today = dayIn(Date.now(), timeZone);
  const lastDay = lastBookableDay(today, settings.horizonWeeks);
  const [weekStart, setWeekStart] = useState<Day>(start.weekStart);
  const [slots, setSlots] = useState<string[] | null>(start.slots);
  const [selected, setSelected] = useState<string | null>(choice.time ?? null);
  const [status, setStatus] = useState<Status | null>(null);

  const loadSlots = useCallback(async () => {
    if (!length || !weekStart) return;
    try {
      setSlots(await apiSlots(weekStart, addDays(weekStart, 6), length));
    } catch (e) {
      setStatus({ kind: 'error', text: message(e) });
    }
  }, [weekStart, length]);

  // the times shown stay until the new ones arrive when only refreshed (the server's, once live)
  const shownWeek = useRef(`${weekStart}/${length}`);
  useEffect(() => {
    const week = `${weekStart}/${length}`;
    if (week !== shownWeek.current) {
      shownWeek.current = week;
      setSlots(null);
    }
    void loadSlots();
  }, [loadSlots, weekStart, length]);

  const back = useMemo(
    () => (selected ? lessonChoicePath({ time: selected, length, format }) : '/lessons'),
    [selected, length, format],
  );
  // the address carries the choice, so a reload, a log in or a sign-up comes back to it
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` === back) return;
    window.history.replaceState(window.history.state, '', back);
  }, [back]);

  return {
    ...{ settings, timeZone, today, lastDay, length, setLength, format, setFormat, weekStart, setWeekStart },
    ...{ slots, selected, setSelected, status, setStatus, loadSlots, back },
  };
}

type Booking = ReturnType<typeof useLessonBooking>;

/** Sends the booking of the chosen time; says what came of it and reloads the week. */
function useBook({ selected, length, format, timeZone, setStatus, setSelected, loadSlots }: Booking) {
  const [busy, setBusy] = useState(false);
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
  return { busy, book };
}

/** Whether a session is stored in this browser: read once live (the server renders "not signed in"). */
function useSignedIn() {
  const signedIn = useAuth((state) => state.isAuthenticated);
  useEffect(() => {
    if (useAuth.getState().loading) useAuth.getState().restore();
  }, []);
  return signedIn;
}

/**
 * "Book a lesson" on /lessons: a week of open slots in the site's zone, and the booking step.
 * The server renders the first week's open times (the page shows them without JavaScript); the
 * island (docs/islands.md) renders it anew in the browser, in the visitor's zone too.
 */
export function BookLesson(start: LessonsStart) {
  const booking = useLessonBooking(start);
  const { busy, book } = useBook(booking);
  const signedIn = useSignedIn();
  const [ownZone, setOwnZone] = useState<string | undefined>();
  useEffect(() => setOwnZone(visitorZone()), []);
  const { settings, timeZone, length, format, weekStart, slots, selected, status, back } = booking;

  // a time kept from before signing in that was taken meanwhile (known once the week is loaded)
  const stillOpen = !selected || slots === null || slots.includes(selected);
  const stepReady = !!selected && slots !== null && stillOpen;
  const lengthChoice = settings.lengths.find((l) => l.minutes === length);
  const formatChoice = settings.formats.find((f) => f.key === format);
  return (
    <section className="book-lesson" aria-labelledby="book-lesson-title">
      <h2 id="book-lesson-title">Book a lesson</h2>
      <p className="lesson-needs">
        To book you need an account with a confirmed e-mail address: when you sign up we mail you a link to confirm it.
      </p>
      {settings.houseRules ? <p className="lesson-rules">{settings.houseRules}</p> : null}
      <LessonChoices booking={booking} />
      {weekStart ? (
        <WeekNav
          weekStart={weekStart}
          today={booking.today}
          lastDay={booking.lastDay}
          horizonWeeks={settings.horizonWeeks}
          onMove={booking.setWeekStart}
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
          onSelect={(slot) => (booking.setStatus(null), booking.setSelected(slot))}
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
          {status.text} {status.kind === 'done' ? <a href="/dashboard">My lessons</a> : null}
          {status.kind === 'unverified' ? <ResendLink back={back} /> : null}
        </p>
      ) : null}
    </section>
  );
}

/** The length (with its price) and the place of the lesson. */
function LessonChoices({ booking }: { booking: Booking }) {
  const { settings, length, format } = booking;
  return (
    <div className="lesson-choices">
      <label>
        Length and price{' '}
        <select value={length} onChange={(e) => (booking.setLength(Number(e.target.value)), booking.setSelected(null))}>
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
            <input
              type="radio"
              name="lesson-format"
              checked={format === f.key}
              onChange={() => booking.setFormat(f.key)}
            />{' '}
            {placeOf(f)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
