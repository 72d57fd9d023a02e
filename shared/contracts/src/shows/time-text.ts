import { time12 } from './format';
import { wallClock } from '../time';

// one clock time as people write it: "8", "8:30", "20:00", "8.30pm", "8:30 P.M."
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
// a time text that is only a time or a range of two ("7:30 PM", "8-11pm", "7 to 10 PM")
const TIME_ONLY = new RegExp(String.raw`^\s*${CLOCK}\s*(?:(?:-|–|—|to|until|till)\s*${CLOCK})?\s*$`, 'i');

interface Clock {
  hour: number;
  minute: number;
  half: 'am' | 'pm' | undefined;
}

const clockOf = (hour: string | undefined, minute: string | undefined, suffix: string | undefined): Clock | null => {
  const h = Number(hour);
  const m = Number(minute ?? 0);
  if (h > 23 || m > 59) return null;
  const s = suffix?.toLowerCase();
  const half = s?.startsWith('p') ? 'pm' : s?.startsWith('a') ? 'am' : undefined;
  if (half && (h === 0 || h > 12)) return null;
  return { hour: h, minute: m, half };
};

/** Minutes after midnight; a clock without its half takes `fallback`'s ("8-11pm": both PM). */
function minutesOf(clock: Clock, fallback: 'am' | 'pm' | undefined): number {
  const half = clock.half ?? (clock.hour >= 1 && clock.hour <= 12 ? fallback : undefined);
  const hour = half ? (clock.hour % 12) + (half === 'pm' ? 12 : 0) : clock.hour;
  return hour * 60 + clock.minute;
}

/** The times a time text names, when it names nothing else; null for "Two sets, 8 and 10". */
export function timesOfText(timeText: string): { start: Clock; end: Clock | null } | null {
  const match = TIME_ONLY.exec(timeText);
  if (!match) return null;
  const start = clockOf(match[1], match[2], match[3]);
  const end = match[4] === undefined ? null : clockOf(match[4], match[5], match[6]);
  if (!start || (match[4] !== undefined && !end)) return null;
  return { start, end };
}

const DAY = 24 * 60;
const wallMinutes = (instant: string, timeZone: string) => {
  const w = wallClock(new Date(instant), timeZone);
  return w.hour * 60 + w.minute;
};
const clockText = (minutes: number) => time12(Math.floor(minutes / 60) % 24, minutes % 60);

/**
 * The time text a show shows: the owner's own words when they are not a time ("Two sets, 8 and
 * 10") or when the times they name are the show's start (and end); otherwise the start (and end)
 * as the site writes them, so that moving a show from 7:00 to 8:30 PM moves its time text too.
 * A range without an end time keeps its length ("7-10 PM" moved to 8:30 reads "8:30 PM – 11:30 PM").
 */
export function followTimeText(
  event: { timeText: string; startDate: string; endDate?: string | undefined; timeTBA?: boolean | undefined },
  timeZone: string,
): string {
  const { timeText, startDate } = event;
  if (!timeText.trim() || event.timeTBA || Number.isNaN(Date.parse(startDate))) return timeText;
  const times = timesOfText(timeText);
  if (!times) return timeText;
  const start = wallMinutes(startDate, timeZone);
  // a clock without AM or PM ("7 to 10") may be either: the show's start decides
  const fallback = times.start.half ?? times.end?.half;
  const textStarts = fallback
    ? [minutesOf(times.start, fallback)]
    : [minutesOf(times.start, 'am'), minutesOf(times.start, 'pm')];
  const textStart = textStarts.includes(start) ? start : textStarts.at(-1)!;
  let textLength: number | null = null;
  if (times.end) {
    const endHalf = times.end.half ?? (textStart >= 12 * 60 ? 'pm' : 'am');
    let end = minutesOf(times.end, endHalf);
    while (end <= textStart) end += times.end.half || times.end.hour > 12 ? DAY : 12 * 60;
    textLength = end - textStart;
  }
  const endDate = event.endDate && !Number.isNaN(Date.parse(event.endDate)) ? event.endDate : '';
  const length = endDate ? Math.round((Date.parse(endDate) - Date.parse(startDate)) / 60_000) : null;
  const startAgrees = textStart === start;
  const endAgrees = length === null || textLength === null || textLength === length;
  if (startAgrees && endAgrees) return timeText;
  const endMinutes = endDate ? wallMinutes(endDate, timeZone) : textLength === null ? null : start + textLength;
  if (endMinutes === null) return clockText(start);
  return `${clockText(start)} – ${clockText(endMinutes % DAY)}`;
}
