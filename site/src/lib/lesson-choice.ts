import { returnPath } from '@jazz/contracts/paths';
import type { FormatKey } from '@jazz/contracts';

/** The time, length and format a student chose on /lessons: kept in the address while he signs up. */
export interface LessonChoice {
  time: string;
  length?: number;
  format?: FormatKey;
  /** The student's own lesson he is moving ("Reschedule" on his dashboard): the time chosen is its new one. */
  move?: string;
}

/** `/lessons?time=...&length=...&format=...`: the address that reopens the booking step at the time. */
export function lessonChoicePath({ time, length, format, move }: LessonChoice): string {
  const query = new URLSearchParams({ time });
  if (length) query.set('length', String(length));
  if (format) query.set('format', format);
  if (move) query.set('move', move);
  return `/lessons?${query.toString()}`;
}

/** The choice an address carries (a time, or only a length and format to rebook with). */
export function readLessonChoice(search: string): Partial<LessonChoice> | undefined {
  const query = new URLSearchParams(search);
  const time = query.get('time');
  const length = Number(query.get('length'));
  const format = query.get('format');
  const move = query.get('move');
  const choice: Partial<LessonChoice> = {
    time: time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : undefined,
    length: Number.isInteger(length) && length > 0 ? length : undefined,
    format: format === 'in-person' || format === 'online' ? format : undefined,
    move: move && /^[\w-]{1,64}$/.test(move) ? move : undefined,
  };
  return choice.time || choice.length || choice.format || choice.move ? choice : undefined;
}

/** `?next=` of /login and /register: where to go back to, when it is a path of this site. */
export const nextOf = (search: string): string | undefined => returnPath(new URLSearchParams(search).get('next'));

/** A page's address with `?next=` set to a path of the site. */
export const withNext = (page: string, next: string | undefined) =>
  next ? `${page}?next=${encodeURIComponent(next)}` : page;
