import { zoneLabel } from '@jazz/contracts/time';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { visitorZone } from '../../lib/lesson-time';
import { LessonStep, ResendLink } from './lesson-step';
import { takenText, useBook, useLessonBooking, type LessonBooking } from './use-lesson-booking';
import { WeekNav } from './week-nav';
import { WeekSlots } from './week-slots';
import { placeOf, type LessonsStart } from './lesson-weeks';

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
      {/* a time is chosen and booked by the page's script: without it a tap does nothing, so it says so */}
      <noscript>
        <p className="form-notice">
          Choosing a time and booking need JavaScript, which is off in your browser: turn it on and reload the page.
        </p>
      </noscript>
      {/* hidden for a signed-in visitor by the page's script (nav-menus.ts: html[data-signed-in]) */}
      <p className="lesson-needs">
        To book you need an account with a confirmed e-mail address: when you sign up we mail you a link to confirm it.
      </p>
      {settings.houseRules ? <p className="lesson-rules">{settings.houseRules}</p> : null}
      {booking.moving ? <p className="form-notice">Rescheduling your lesson: choose its new time.</p> : null}
      <LessonChoices booking={booking} />
      {weekStart ? <WeekNav booking={booking} /> : null}
      <p className="lesson-zone">{`Times are ${zoneLabel(timeZone)}.`}</p>
      <WeekSlots booking={booking} ownZone={ownZone} />
      {/* a refused booking's own line already says it */}
      {selected && !stillOpen && status?.kind !== 'error' ? (
        <p role="alert" className="lesson-status error">
          {takenText(selected, timeZone)}
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
          moving={Boolean(booking.moving)}
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

/**
 * The length (with its price) and the place of the lesson. Their ids are fixed: a choice made
 * before the island starts is told to it again by its id (islands/mount.tsx), so it is kept.
 */
function LessonChoices({ booking }: { booking: LessonBooking }) {
  const { settings, length, format } = booking;
  return (
    <div className="lesson-choices">
      <label htmlFor="lesson-length">
        Length and price{' '}
        <select
          id="lesson-length"
          value={length}
          onChange={(e) => (booking.setLength(Number(e.target.value)), booking.setSelected(null))}
        >
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
              id={`lesson-format-${f.key}`}
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
