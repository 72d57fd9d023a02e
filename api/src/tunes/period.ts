import { dayStart, isRealDay } from '@jazz/contracts/time';
import { badRequest } from '../http/errors';

/**
 * One end of a period: a day (YYYY-MM-DD, an inclusive day of the site's zone: `from` its start,
 * `to` the start of the next day) or an instant (ISO 8601 with a time). Answers epoch ms.
 */
export function periodEnd(value: string, end: 'from' | 'to', timeZone: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isRealDay(value)) throw badRequest({ [end]: 'Write a real day as YYYY-MM-DD, or an instant.' });
    return dayStart(timeZone, value, end === 'to' ? 1 : 0);
  }
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw badRequest({ [end]: 'Write a real day as YYYY-MM-DD, or an instant.' });
  return ms;
}

/** `?from&to` as [from, to) in ISO instants; both required, `to` after `from`. */
export function periodOf(query: { from?: unknown; to?: unknown }, timeZone: string): { from: string; to: string } {
  const text = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '').trim();
  const fromText = text(query.from);
  const toText = text(query.to);
  if (!fromText) throw badRequest({ from: 'Give the first day of the period (YYYY-MM-DD).' });
  if (!toText) throw badRequest({ to: 'Give the last day of the period (YYYY-MM-DD).' });
  const from = periodEnd(fromText, 'from', timeZone);
  const to = periodEnd(toText, 'to', timeZone);
  if (to <= from) throw badRequest({ to: 'The period ends before it starts.' });
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
