import { Temporal } from 'temporal-polyfill';
import { LESSON_DAYS, type LessonSettings } from '@jazz/contracts';

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

/** The SITE_TIMEZONE day of an instant. */
export const dayOf = (ms: number, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();

/** The instant a wall time of that day happens in the zone; undefined when a DST jump skips it. */
function wallInstant(day: Temporal.PlainDate, minutes: number, timeZone: string): number | undefined {
  const date = minutes >= 24 * 60 ? day.add({ days: 1 }) : day;
  const m = minutes % (24 * 60);
  try {
    return Temporal.ZonedDateTime.from(
      { timeZone, year: date.year, month: date.month, day: date.day, hour: Math.floor(m / 60), minute: m % 60 },
      // a wall time that does not exist (spring forward) is no slot; a repeated one is its first
      { disambiguation: 'reject' },
    ).epochMilliseconds;
  } catch {
    return undefined;
  }
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
  const nextDay = dayOf(last, timeZone).add({ days: 1 });
  const start = Temporal.Instant.fromEpochMilliseconds(showStart - hours * 3600_000)
    .toZonedDateTimeISO(timeZone)
    .round({ smallestUnit: 'hour', roundingMode: 'floor' });
  return { start: start.epochMilliseconds, end: nextDay.toZonedDateTime({ timeZone }).epochMilliseconds };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  const last = Temporal.PlainDate.from(to);
  for (let day = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 }))
    days.push(day);
  return days;
}

/**
 * The free starts of a lesson of `length` minutes on the given SITE_TIMEZONE days: on the hour
 * and half hour inside the weekly windows (wall time, so DST changes keep the hours), minus
 * booked lessons with the buffer around them, the gig rule, the notice and the horizon.
 */
export function openSlots(inputs: SlotInputs, days: Temporal.PlainDate[], length: number): number[] {
  const { settings, timeZone, now } = inputs;
  const buffer = settings.bufferMinutes * 60_000;
  const busy = inputs.lessons.map((lesson) => ({ start: lesson.start - buffer, end: lesson.end + buffer }));
  const gigs = inputs.shows.map((show) => gigBlock(show.start, settings.gigBufferHours, timeZone, show.end));
  const calendar = inputs.busy ?? [];
  const earliest = now === undefined ? -Infinity : now + settings.noticeHours * 3600_000;
  const latest = now === undefined ? Infinity : now + settings.horizonWeeks * 7 * 24 * 3600_000;
  const slots = new Set<number>();
  for (const day of days) {
    const weekday = LESSON_DAYS[day.dayOfWeek - 1];
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

/** The same wall time `weeks` weeks later in the zone (a weekly lesson keeps its hour across DST). */
export const weeksLater = (start: number, weeks: number, timeZone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timeZone).add({ weeks }).epochMilliseconds;
