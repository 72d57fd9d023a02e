import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@jazz/client/api-client';
import type { Lesson } from '@jazz/contracts';
import { api } from '../../lib/api';
import { whenIn } from '../../lib/lesson-time';
import { isLive, lessonDetails, rescheduleHref, sortLessons, STATUS_TEXT } from './lesson-list';

/**
 * The dashboard's "My lessons": upcoming and past, each upcoming one with Cancel. `timeZone`:
 * the site's zone, the lessons' times are written in (a prop, not the root loader's data). It
 * uses no router (plain links, the hash read from the window), so it can be an island's code.
 * `mine`: the lessons as the page's script has read them already, if it has.
 */
export function MyLessons({ timeZone, mine }: { timeZone: string; mine?: Lesson[] }) {
  const [lessons, setLessons] = useState<Lesson[] | null>(mine ?? null);
  const [error, setError] = useState('');
  const [now] = useState(() => Date.now());
  const [cancelled, setCancelled] = useState<Lesson | null>(null);

  const load = useCallback(async () => {
    try {
      setLessons(await api.lessons.mine());
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Your lessons could not be loaded.');
    }
  }, []);

  const loaded = mine !== undefined;
  useEffect(() => {
    if (!loaded) void load();
  }, [load, loaded]);

  // a lesson mail's cancel link (/dashboard#lesson-{id}, a page load) lands on that lesson, its
  // Cancel button focused; the address is read from the window, not the router's location
  useEffect(() => {
    const { hash } = window.location;
    if (!lessons || !hash.startsWith('#lesson-')) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'center' });
    target?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [lessons]);

  async function cancel(lesson: Lesson) {
    if (!window.confirm(`Cancel your lesson on ${whenIn(lesson.start, timeZone)}?`)) return;
    try {
      await api.lessons.cancel(lesson._id);
      setCancelled(lesson);
      await load();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The lesson could not be cancelled.');
    }
  }

  // a cancelled or declined lesson is no longer upcoming (the list says so once, with a way to rebook)
  const { upcoming, past } = sortLessons(lessons ?? [], now);
  const item = (lesson: Lesson, canCancel: boolean) => (
    <li key={lesson._id} id={`lesson-${lesson._id}`} data-lesson={lesson._id}>
      <span>
        <strong>{whenIn(lesson.start, timeZone)}</strong>
        {lessonDetails(lesson)}
      </span>
      <span className={`lesson-state ${lesson.status}`}>{STATUS_TEXT[lesson.status]}</span>
      {canCancel && isLive(lesson) ? (
        <>
          <a className="button secondary" href={rescheduleHref(lesson)}>
            Reschedule
          </a>
          <button type="button" className="secondary" onClick={() => void cancel(lesson)}>
            Cancel
          </button>
        </>
      ) : null}
    </li>
  );

  return (
    <section className="my-lessons" aria-labelledby="my-lessons-title">
      <h2 id="my-lessons-title">My lessons</h2>
      {error ? <p role="alert">{error}</p> : null}
      {lessons === null ? (
        error ? null : (
          <p>Loading...</p>
        )
      ) : (
        <>
          <h3>Upcoming</h3>
          {cancelled ? (
            <p role="status">
              {`Cancelled: ${whenIn(cancelled.start, timeZone)}. `}
              <a href={`/lessons?length=${cancelled.length}&format=${cancelled.format}`}>Book another time</a>
            </p>
          ) : null}
          {upcoming.length > 0 ? (
            <ul>{upcoming.map((l) => item(l, true))}</ul>
          ) : (
            <p>
              No upcoming lessons. <a href="/lessons">Book a lesson</a>
            </p>
          )}
          {past.length > 0 ? (
            <>
              <h3>Past</h3>
              <ul>{past.map((l) => item(l, false))}</ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * "My lessons" as the server writes it on the dashboard, a page of islands: "Loading...", then
 * the page's script (islands/dashboard.ts) writes the lists into the `data-lessons` parts (each
 * lesson's line as the React list writes it, Cancel in the same place) or the error.
 */
export function MyLessonsShell() {
  return (
    <section className="my-lessons" aria-labelledby="my-lessons-title">
      <h2 id="my-lessons-title">My lessons</h2>
      <p role="alert" data-lessons="error" hidden></p>
      <p data-lessons="loading">Loading...</p>
      <div data-lessons="lists" hidden>
        <h3>Upcoming</h3>
        <ul data-lessons="upcoming"></ul>
        <p data-lessons="none">
          No upcoming lessons. <a href="/lessons">Book a lesson</a>
        </p>
        <div data-lessons="past">
          <h3>Past</h3>
          <ul></ul>
        </div>
      </div>
    </section>
  );
}
