import type { LessonFormat, LessonSettings } from '@jazz/contracts';
import type { LessonChoice } from '../../lib/lesson-choice';
import { addDays, dayOf, mondayOf, type Day } from '@jazz/contracts/time';

/** The slots route answers at most this many days at once. */
const MAX_DAYS = 62;

/** The open times of the days `from` to `to` for a length: the API's in the browser, the data's on the server. */
export type SlotsOf = (from: Day, to: Day, length: number) => Promise<string[]>;

/** The last day a lesson may start on: today + the horizon. */
export const lastBookableDay = (today: Day, horizonWeeks: number): Day => addDays(today, horizonWeeks * 7);

/** The Monday of the first week with an open time, from today to the horizon; undefined when none. */
export async function firstOpenWeek(today: Day, lastDay: Day, length: number, timeZone: string, slotsOf: SlotsOf) {
  for (let from = today; from <= lastDay; from = addDays(from, MAX_DAYS)) {
    const to = addDays(from, MAX_DAYS - 1) < lastDay ? addDays(from, MAX_DAYS - 1) : lastDay;
    const slots = await slotsOf(from, to, length);
    if (slots[0]) return mondayOf(dayOf(slots[0], timeZone));
  }
  return undefined;
}

/**
 * What /lessons opens on, as the server renders it (the page works without JavaScript): the
 * settings, the choice the address carries (a time chosen before logging in, or a length and a
 * place to rebook with), the week shown (the chosen time's, else the first with an open time,
 * else this one) and its open times for the length chosen (else the first).
 */
export interface LessonsStart {
  settings: LessonSettings;
  timeZone: string;
  choice: Partial<LessonChoice>;
  length: number;
  weekStart: Day;
  slots: string[];
}

export async function lessonsStart(
  {
    settings,
    timeZone,
    now,
    choice,
  }: { settings: LessonSettings; timeZone: string; now: number; choice: Partial<LessonChoice> },
  slotsOf: SlotsOf,
): Promise<LessonsStart> {
  const today = dayOf(now, timeZone);
  const length =
    settings.lengths.find((l) => l.minutes === choice.length)?.minutes ?? settings.lengths[0]?.minutes ?? 0;
  const start = { settings, timeZone, choice, length };
  if (!length) return { ...start, weekStart: mondayOf(today), slots: [] };
  const lastDay = lastBookableDay(today, settings.horizonWeeks);
  const weekStart = choice.time
    ? mondayOf(dayOf(choice.time, timeZone))
    : ((await firstOpenWeek(today, lastDay, length, timeZone, slotsOf)) ?? mondayOf(today));
  return { ...start, weekStart, slots: await slotsOf(weekStart, addDays(weekStart, 6), length) };
}

/** Where a format takes place, as shown before choosing: "In person, Burlington" or "Online". */
export const placeOf = (format: LessonFormat): string =>
  format.key === 'in-person' && format.town ? `${format.label}, ${format.town}` : format.label;
