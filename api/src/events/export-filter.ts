import type { Event } from '@jazz/contracts';
import { dayOf } from '@jazz/contracts/time';
import { badRequest } from '../http/errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const one = (value: unknown): string => String((Array.isArray(value) ? value[0] : value) ?? '').trim();

/** A bound: a day (inclusive, in the site's zone) or an instant; undefined when not given. */
function boundOf(field: 'from' | 'to', value: string): { day: string } | { instant: string } | undefined {
  if (!value) return undefined;
  if (DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return { day: value };
  const instant = Date.parse(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(instant)) return { instant: new Date(instant).toISOString() };
  throw badRequest({ [field]: `${field === 'from' ? 'From' : 'To'} must be a day (YYYY-MM-DD) or an instant.` });
}

/**
 * The shows an export keeps (the CSV and the iCalendar export take the same filters): `from`
 * and `to`, each a day (inclusive, SITE_TIMEZONE) or an instant, and `group`, the band's name
 * in any case. No filter keeps every show.
 */
export function exportFilterOf(query: Record<string, unknown>, timeZone: string): (event: Event) => boolean {
  const from = boundOf('from', one(query.from));
  const to = boundOf('to', one(query.to));
  const group = one(query.group).toLowerCase();
  return (event) => {
    const day = dayOf(event.startDate, timeZone);
    if (from && ('day' in from ? day < from.day : event.startDate < from.instant)) return false;
    if (to && ('day' in to ? day > to.day : event.startDate > to.instant)) return false;
    return !group || event.group.trim().toLowerCase() === group;
  };
}
