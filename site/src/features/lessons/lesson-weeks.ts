import type { LessonFormat } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { addDays, dayIn, mondayOf, type Day } from '../../lib/lesson-time';

/** The slots route answers at most this many days at once. */
const MAX_DAYS = 62;

/** The last day a lesson may start on: today + the horizon. */
export const lastBookableDay = (today: Day, horizonWeeks: number): Day => addDays(today, horizonWeeks * 7);

/** The Monday of the first week with an open time, from today to the horizon; undefined when none. */
export async function firstOpenWeek(today: Day, lastDay: Day, length: number, timeZone: string) {
  for (let from = today; from <= lastDay; from = addDays(from, MAX_DAYS)) {
    const to = addDays(from, MAX_DAYS - 1) < lastDay ? addDays(from, MAX_DAYS - 1) : lastDay;
    const { slots } = await api.lessons.slots(from, to, length);
    if (slots[0]) return mondayOf(dayIn(slots[0], timeZone));
  }
  return undefined;
}

/** Where a format takes place, as shown before choosing: "In person, Burlington" or "Online". */
export const placeOf = (format: LessonFormat): string =>
  format.key === 'in-person' && format.town ? `${format.label}, ${format.town}` : format.label;
