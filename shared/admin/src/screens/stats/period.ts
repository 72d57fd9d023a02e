import { dayParts } from '@jazz/contracts/shows/day-parts';
import { wallClock } from '@jazz/contracts/zoned';

export type PeriodChoice = '7' | '30' | '90' | 'custom';

export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the site's zone, as YYYY-MM-DD (statistics days are SITE_TIMEZONE days). */
export function todayIn(timeZone: string, now = Date.now()): string {
  const w = wallClock(new Date(now), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The day `days` calendar days after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = dayParts(day);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The last `days` days up to today, both ends included. */
export const lastDays = (days: number, today: string) => ({ from: shiftDay(today, -(days - 1)), to: today });

export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && shiftDay(text, 0) === text;
