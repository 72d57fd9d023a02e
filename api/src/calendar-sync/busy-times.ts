import type ICAL from 'ical.js';
import { dayStart } from '@jazz/contracts/time';
import { lazyPackage } from '../lazy-package';
import { tzidOf, zoneReader, type ZoneReader } from '../import/formats/icalendar';
import type { BusyTime } from './repository';

// loaded at the first pull, not at start (docs/performance.md, memory)
const icalJs = lazyPackage<typeof import('ical.js')>('ical.js');

/** The most occurrences one entry gives (a daily rule without end stops here). */
export const MAX_OCCURRENCES = 5000;
/** Steps of a rule between two turns of the event loop, as the imports read in slices. */
const SLICE = 200;
/** Steps of a rule walked at most, kept or not (a daily rule from 1990 walks to today). */
const MAX_STEPS = 100_000;

const DAY = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** Parses a calendar file; undefined when it is not iCalendar. */
export function parseCalendar(text: string): ICAL.Component | undefined {
  const ical = icalJs().default;
  try {
    // safe: an iCalendar text parses to one component's jCal array
    return new ical.Component(ical.parse(text) as unknown[]);
  } catch {
    return undefined;
  }
}

/** The instant an entry's time means; an all-day date is the start of that day in the site's zone. */
function instantOf(
  time: ICAL.Time,
  item: ICAL.Component,
  name: 'dtstart' | 'dtend',
  zones: ZoneReader,
  siteZone: string,
): number {
  return zones.instant(time, tzidOf(item, name) || tzidOf(item, 'dtstart')) ?? dayStart(siteZone, DAY(time));
}

/** One occurrence's times, kind and whether it is time at all (a cancelled one is not). */
function busyOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  item: ICAL.Component,
  zones: ZoneReader,
  siteZone: string,
): BusyTime | undefined {
  if (String(item.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return undefined;
  const allDay = start.isDate;
  const from = instantOf(start, item, 'dtstart', zones, siteZone);
  // no end: a day for an all-day entry, an instant for a timed one (RFC 5545 3.6.1)
  const to = end ? instantOf(end, item, 'dtend', zones, siteZone) : allDay ? dayStart(siteZone, DAY(start), 1) : from;
  const transparent = String(item.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
  return { start: from, end: Math.max(to, from), allDay, transparent };
}

/**
 * The busy time of one calendar file over [from, to): each entry's times, repeats expanded
 * (RRULE, RDATE, EXDATE, and RECURRENCE-ID overrides moving or cancelling a date) up to
 * MAX_OCCURRENCES an entry, a slice of steps between turns of the event loop. Only times are
 * answered: nothing of an entry's title or text leaves this function.
 */
export async function busyTimes(
  text: string,
  window: { from: number; to: number },
  siteZone: string,
  between: () => Promise<void>,
): Promise<BusyTime[]> {
  const calendar = parseCalendar(text);
  if (!calendar) return [];
  const ical = icalJs().default;
  const zones = zoneReader(calendar, siteZone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const loose: ICAL.Event[] = [];
  for (const vevent of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ical.Event(vevent, { exceptions: [] });
    masters.set(event.uid, event);
  }
  for (const vevent of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const exception = new ical.Event(vevent, { exceptions: [] });
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else loose.push(exception);
  }
  const inWindow = (b: BusyTime | undefined): b is BusyTime =>
    b !== undefined && b.start < window.to && (b.end > window.from || (b.end === b.start && b.start >= window.from));
  const found: BusyTime[] = [];
  let steps = 0;
  for (const event of [...masters.values(), ...loose]) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const one = busyOf(event.startDate, event.endDate ?? null, event.component, zones, siteZone);
      if (inWindow(one)) found.push(one);
      continue;
    }
    const iterator = event.iterator();
    let kept = 0;
    for (let next = iterator.next(); next && kept < MAX_OCCURRENCES && steps < MAX_STEPS; next = iterator.next()) {
      if (++steps % SLICE === 0) await between();
      const details = event.getOccurrenceDetails(next);
      const one = busyOf(details.startDate, details.endDate, details.item.component, zones, siteZone);
      // the rule's own date past the window ends it (a moved date keeps its rule date)
      if (instantOf(next, event.component, 'dtstart', zones, siteZone) >= window.to && (!one || one.start >= window.to))
        break;
      if (!inWindow(one)) continue;
      found.push(one);
      kept++;
    }
  }
  return found;
}
