import type { Lesson, LessonSettings } from '@jazz/contracts';
import { dayOf, type Day } from '@jazz/contracts/time';
import type { LessonsDeps } from './deps';
import { openSlots, type Span } from './slots';

export const DAY_MS = 24 * 3600_000;

const spanOf = (lesson: Pick<Lesson, 'start' | 'end'>): Span => ({
  start: Date.parse(lesson.start),
  end: Date.parse(lesson.end),
});

/**
 * The free starts of lessons: computed from the weekly windows, the booked lessons and the shows,
 * and kept per day until a write.
 */
export function createFreeSlots({
  db,
  repo,
  events,
  timeZone,
  now,
  busy = () => [],
}: Pick<LessonsDeps, 'db' | 'repo' | 'events' | 'busy'> & { timeZone: string; now: () => number }) {
  /** The shows that go ahead and overlap [from, to): only those, whatever the archive's size. */
  const showsBetween = (from: string, to: string) =>
    events
      .overlapping(from, to, 0)
      .filter((event) => event.status !== 'cancelled')
      .map((event) => ({
        start: Date.parse(event.startDate),
        end: event.endDate ? Date.parse(event.endDate) : undefined,
      }));

  /**
   * The free starts of a lesson of `length` minutes on those days, leaving `except` out of the
   * booked ones; with `clock` false, whatever the notice and horizon say.
   */
  function freeOn(dates: Day[], length: number, current: LessonSettings, except?: string, clock = true) {
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (!first || !last) return [];
    // lessons of the day before and after matter too (buffers reach over midnight), and shows
    // whose gig buffer reaches into the days
    const from = new Date(Date.parse(`${first}T00:00:00Z`) - 2 * DAY_MS).toISOString();
    const to = new Date(Date.parse(`${last}T00:00:00Z`) + 3 * DAY_MS).toISOString();
    const lessons = repo
      .liveBetween(from, to)
      .filter((lesson) => lesson._id !== except)
      .map(spanOf);
    const showsTo = new Date(Date.parse(to) + current.gigBufferHours * 3600_000).toISOString();
    const shows = showsBetween(from, showsTo);
    // his own calendar's busy time, as pulled (no rounding: docs/calendar-sync.md)
    const calendar = busy(Date.parse(from), Date.parse(to));
    return openSlots(
      { settings: current, timeZone, lessons, shows, busy: calendar, now: clock ? now() : undefined },
      dates,
      length,
    );
  }

  /**
   * The free starts of each day, whatever the clock, kept until a write (to the lessons, their
   * settings or the shows). The notice and horizon are applied at each answer.
   */
  const kept = { stamp: '', days: new Map<string, number[]>() };
  // every row this process wrote (lessons, shows, settings; statistics too, which only costs a
  // recomputation), and the shows' latest change and deletion (another process's writes)
  const writes = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  function keptSlots(dates: Day[], length: number, current: LessonSettings): number[] {
    const stamp = `${writes.get()!.n}\n${events.changeStamp()}\n${JSON.stringify(current)}`;
    if (kept.stamp !== stamp || kept.days.size > 5000) {
      kept.stamp = stamp;
      kept.days.clear();
    }
    const key = (day: Day) => `${day} ${length}`;
    const missing = dates.filter((day) => !kept.days.has(key(day)));
    if (missing.length > 0) {
      const found = freeOn(missing, length, current, undefined, false);
      for (const day of missing) kept.days.set(key(day), []);
      for (const start of found) kept.days.get(key(dayOf(start, timeZone)))?.push(start);
    }
    const earliest = now() + current.noticeHours * 3600_000;
    const latest = now() + current.horizonWeeks * 7 * DAY_MS;
    return dates
      .flatMap((day) => kept.days.get(key(day)) ?? [])
      .filter((start) => start >= earliest && start <= latest)
      .sort((a, b) => a - b);
  }

  const isFree = (start: number, length: number, current: LessonSettings, except?: string) =>
    freeOn([dayOf(start, timeZone)], length, current, except).includes(start);

  return { keptSlots, isFree };
}

export type FreeSlots = ReturnType<typeof createFreeSlots>;
