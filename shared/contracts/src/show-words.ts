// The words and lists of a show that the admin's first screens (the home, View Events) need,
// without zod: the schemas (event.ts, series.ts, common.ts) import them from here, and a module
// that needs only these imports '@jazz/contracts/show-words', so its chunk carries no schema
// (docs/performance.md, "The web admin on a phone").
/** Weekdays as iCalendar spells them (RRULE BYDAY), Monday first: a series' days and the lesson windows'. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const POSITION_NAMES: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** What describeRepeat reads of a series' repeat (series.ts's `Repeat`, which this module can not import: it has the schema). */
interface RepeatWords {
  freq: 'weekly' | 'monthly';
  byDay: readonly Weekday[];
  interval?: number | undefined;
  bySetPos?: number | undefined;
}

/** "Every Thursday", "Every other Tuesday", "Every last Friday of the month". */
export function describeRepeat(repeat: RepeatWords): string {
  const days = repeat.byDay.map((day) => WEEKDAY_NAMES[day]);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days[0]!;
  if (repeat.freq === 'monthly') return `Every ${POSITION_NAMES[repeat.bySetPos ?? 1]} ${list} of the month`;
  const interval = repeat.interval ?? 1;
  if (interval === 1) return `Every ${list}`;
  if (interval === 2) return `Every other ${list}`;
  return `Every ${interval} weeks on ${list}`;
}
