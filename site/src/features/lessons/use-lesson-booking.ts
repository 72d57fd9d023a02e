import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@jazz/client/api-client';
import type { FormatKey } from '@jazz/contracts';
import { api } from '../../lib/api';
import { lessonChoicePath } from '../../lib/lesson-choice';
import { whenIn } from '../../lib/lesson-time';
import { addDays, dayOf, type Day } from '@jazz/contracts/time';
import { lastBookableDay, type LessonsStart } from './lesson-weeks';

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
export function useLessonBooking(start: LessonsStart) {
  const { settings, timeZone, choice } = start;
  const [length, setLength] = useState(start.length);
  const [format, setFormat] = useState<FormatKey>(
    () => settings.formats.find((f) => f.key === choice.format)?.key ?? settings.formats[0]?.key ?? 'in-person',
  );
  const today = dayOf(Date.now(), timeZone);
  const lastDay = lastBookableDay(today, settings.horizonWeeks);
  const [weekStart, setWeekStart] = useState<Day>(start.weekStart);
  // the times of the week and length asked; another week's are never shown as this one's (while
  // a new week loads it says "Loading...", not a week of "No open times")
  const shown = `${weekStart}/${length}`;
  const [loaded, setLoaded] = useState({ week: `${start.weekStart}/${start.length}`, slots: start.slots });
  const slots = loaded.week === shown ? loaded.slots : null;
  const [selected, setSelected] = useState<string | null>(choice.time ?? null);
  const [status, setStatus] = useState<Status | null>(null);

  // only the last question's answer is shown: an older one (another week) may come after it
  const asked = useRef(0);
  const loadSlots = useCallback(async () => {
    if (!length || !weekStart) return;
    const question = ++asked.current;
    try {
      const answer = await apiSlots(weekStart, addDays(weekStart, 6), length);
      if (question === asked.current) setLoaded({ week: `${weekStart}/${length}`, slots: answer });
    } catch (e) {
      if (question === asked.current) setStatus({ kind: 'error', text: message(e) });
    }
  }, [weekStart, length]);

  // read again at each week or length asked; a refresh of the same week keeps its times shown
  // until the new ones arrive (the server's, once live)
  useEffect(() => {
    void loadSlots();
  }, [loadSlots]);

  const back = useMemo(
    () =>
      selected
        ? lessonChoicePath({ time: selected, length, format, ...(choice.move && { move: choice.move }) })
        : choice.move
          ? `/lessons?move=${encodeURIComponent(choice.move)}&length=${length}&format=${format}`
          : '/lessons',
    [selected, length, format, choice.move],
  );
  // the address carries the choice, so a reload, a log in or a sign-up comes back to it
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` === back) return;
    window.history.replaceState(window.history.state, '', back);
  }, [back]);

  return {
    ...{ settings, timeZone, today, lastDay, length, setLength, format, setFormat, weekStart, setWeekStart },
    ...{ slots, selected, setSelected, status, setStatus, loadSlots, back },
    /** The student's own lesson being moved (?move=), if he came to reschedule it. */
    moving: choice.move,
    /** A time picked in the week: what was said of the last booking goes. */
    choose: (slot: string) => (setStatus(null), setSelected(slot)),
  };
}

/** The booking's state and its setters: what the parts of "Book a lesson" read and change. */
export type LessonBooking = ReturnType<typeof useLessonBooking>;

/** What a chosen time taken meanwhile says (once: after a refused booking or on coming back). */
export const takenText = (start: string, timeZone: string) =>
  `${whenIn(start, timeZone)} is no longer free. Please choose another time.`;

/** Sends the booking of the chosen time; says what came of it and reloads the week. */
export function useBook({
  selected,
  length,
  format,
  timeZone,
  setStatus,
  setSelected,
  loadSlots,
  moving,
}: LessonBooking) {
  const [busy, setBusy] = useState(false);
  async function book({ weeks, message: note }: { weeks: number; message: string }) {
    if (!selected) return;
    setBusy(true);
    setStatus(null);
    try {
      if (moving) {
        const moved = await api.lessons.move(moving, selected);
        setStatus({
          kind: 'done',
          text:
            moved.status === 'pending'
              ? `Moved to ${whenIn(moved.start, timeZone)}. You will get a mail once it is confirmed.`
              : `Moved to ${whenIn(moved.start, timeZone)}.`,
        });
        setSelected(null);
        return;
      }
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
      else if (isApiError(e) && e.reason === 'taken' && weeks === 1)
        // the week is read again below and the time leaves it: the one line says which time it was
        setStatus({ kind: 'error', text: takenText(selected, timeZone) });
      else setStatus({ kind: 'error', text: message(e) });
    } finally {
      setBusy(false);
      void loadSlots();
    }
  }
  return { busy, book };
}
