import { LESSON_DAYS, type LessonSettings } from '@jazz/contracts';
import { addDays, dayOf, dayParts, dayStart, exactInstant, wallClock, weekdayOf, type Day } from '@jazz/contracts/time';

/** A span of time in ms since the epoch, start included, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** What open slots are computed from, besides the settings. */
export interface SlotInputs {
  settings: LessonSettings;
  timeZone: string;
  /** Lessons that hold their time (pending or confirmed), without their buffers. */
  lessons: Span[];
  /**
   * The shows that go ahead (cancelled shows block nothing): their start, and their end when
   * they have one (a show over several days blocks each of them).
   */
  shows: { start: number; end?: number | undefined }[];
  /** Busy time of his own calendar, buffers included: a slot overlapping it is not free. */
  busy?: Span[] | undefined;
  /** The clock, for the notice and the horizon; absent: every free start, whatever the clock. */
  now?: number | undefined;
}

const HALF_HOUR = 30;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** The instant a wall time of that day happens in the zone; undefined when a DST change skips or repeats it. */
function wallInstant(day: Day, minutes: number, timeZone: string): number | undefined {
  // a window may end at 24:00: midnight of the next day
  const [year, month, date] = dayParts(addDays(day, Math.floor(minutes / (24 * 60))));
  const m = minutes % (24 * 60);
  return exactInstant(timeZone, year, month, date, Math.floor(m / 60), m % 60);
}

/**
 * The gig rule: no lesson from `hours` before a show's start to the end of that show's last day
 * (midnight in the site's zone): its start day, or the day of its end when it has one, so a show
 * over several days blocks every day it covers. The block starts on a whole hour of the site's
 * zone (rounded down): a private show's start can not be read from the slots to the minute.
 */
export function gigBlock(showStart: number, hours: number, timeZone: string, showEnd?: number): Span {
  // a show ending at midnight sharp is over with the day before
  const last = showEnd !== undefined && showEnd > showStart ? showEnd - 1 : showStart;
  // the blocked time starts on a whole hour of the site's clock (Hardening IV): a private show's
  // start can not be read to the half hour from the open slots
  const from = showStart - hours * 3600_000;
  const wall = wallClock(from, timeZone);
  const start = from - (wall.minute * 60 + wall.second) * 1000 - (((from % 1000) + 1000) % 1000);
  return { start, end: dayStart(timeZone, dayOf(last, timeZone), 1) };
}

/**
 * The free starts of a lesson of `length` minutes on the given SITE_TIMEZONE days: on the hour
 * and half hour inside the weekly windows (wall time, so DST changes keep the hours), minus
 * booked lessons with the buffer around them, the gig rule, the notice and the horizon.
 */
export function openSlots(inputs: SlotInputs, days: Day[], length: number): number[] {
  const { settings, timeZone, now } = inputs;
  const buffer = settings.bufferMinutes * 60_000;
  const busy = inputs.lessons.map((lesson) => ({ start: lesson.start - buffer, end: lesson.end + buffer }));
  const gigs = inputs.shows.map((show) => gigBlock(show.start, settings.gigBufferHours, timeZone, show.end));
  const calendar = inputs.busy ?? [];
  const earliest = now === undefined ? -Infinity : now + settings.noticeHours * 3600_000;
  const latest = now === undefined ? Infinity : now + settings.horizonWeeks * 7 * 24 * 3600_000;
  const slots = new Set<number>();
  for (const day of days) {
    // LESSON_DAYS starts on Monday
    const weekday = LESSON_DAYS[(weekdayOf(day) + 6) % 7];
    for (const window of settings.availability.filter((w) => w.day === weekday)) {
      const windowEnd = wallInstant(day, minutesOf(window.to), timeZone);
      if (windowEnd === undefined) continue;
      for (let minute = minutesOf(window.from); minute + length <= minutesOf(window.to); minute += HALF_HOUR) {
        const start = wallInstant(day, minute, timeZone);
        if (start === undefined) continue;
        const span = { start, end: start + length * 60_000 };
        if (span.end > windowEnd || start < earliest || start > latest) continue;
        if (busy.some((b) => overlaps(b, span)) || gigs.some((g) => overlaps(g, span))) continue;
        if (calendar.some((c) => overlaps(c, span))) continue;
        slots.add(start);
      }
    }
  }
  return [...slots].sort((a, b) => a - b);
}
