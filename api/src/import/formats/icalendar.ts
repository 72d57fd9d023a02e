import type ICAL from 'ical.js';
import { isOneOf, locationText, SET_POSITIONS, type EventStatus, type Weekday } from '@jazz/contracts';
import { dayAndTime, isTimeZone, utcOf, zonedInstant } from '@jazz/contracts/time';
import { lazyPackage } from '../../lazy-package';
import { dayText } from '../dates';
import { htmlToText } from '../html-text';
import { newRow, type FormatReading, type ImportDate, type ImportRow, type SeriesRuleInput } from '../import-row';
import { MAX_IMPORT_ROWS, tooManyDates, tooManyRows } from '../limits';

/** A series without an end (no UNTIL or COUNT) is read this far past today or its start. */
const OPEN_SERIES_DAYS = 366;
/** Events read between two turns of the event loop. */
const SLICE = 100;
// loaded at the first calendar import, not at start (docs/performance.md, memory)
const icalJs = lazyPackage<typeof import('ical.js')>('ical.js');
/** The longest the reader works between two turns of the event loop (/healthz answers within 100 ms). */
const TURN_MS = 10;
/** The rule parts that narrow a daily-or-finer rule to some days: two of them may name no day at all. */
const DAY_FILTERS = ['BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO'];
const FINE_FREQS = new Set(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY']);

/**
 * A rule ical.js could search for a date without end, in one call that never yields
 * (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30: a February 30th). Its monthly and yearly rules stop
 * after a few years' search of their own; a daily or finer one filtered by two of the day
 * filters does not, so such a rule is refused (no show repeats that way).
 */
function endlessRule(rule: ICAL.Recur): boolean {
  // safe: ical.js keeps a rule's BY* parts as lists by name
  const parts = rule.parts as Record<string, unknown[] | undefined>;
  return FINE_FREQS.has(rule.freq) && DAY_FILTERS.filter((name) => parts[name]?.length).length > 1;
}

/** True once TURN_MS have passed since the last turn: the reader then awaits `between()`. */
function turnTimer() {
  let since = performance.now();
  return {
    due(): boolean {
      if (performance.now() - since < TURN_MS) return false;
      since = performance.now();
      return true;
    },
  };
}

const COUNTRY = /^(usa|us|united states( of america)?)$/i;

/** "Radio Bean, 8 N Winooski Ave, Burlington, VT 05401, USA" → the venue's parts. */
function venueOfLocation(row: ImportRow, location: string): void {
  const parts = location
    .split(/,|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return;
  const v = row.venue;
  v.name = parts[0]!;
  const rest = parts.slice(1);
  if (rest.length && COUNTRY.test(rest[rest.length - 1]!)) v.country = rest.pop()!;
  const statePostal = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(rest[rest.length - 1] ?? '');
  if (statePostal && rest.length >= 2) {
    rest.pop();
    v.region = statePostal[1]!;
    v.postalCode = statePostal[2] ?? '';
    v.city = rest.pop()!;
  } else if (rest.length >= 2) v.city = rest.pop()!;
  v.address = rest.join(', ');
  row.location = locationText(v);
}

export interface ZoneReader {
  /** The instant of a date-time as the file means it (`tzid`: its property's TZID); null for a date alone. */
  instant(time: ICAL.Time, tzid: string): number | null;
}

/**
 * Times with TZID are read with the platform's zone rules when it knows the name, else with
 * the file's VTIMEZONE; UTC times as they are; floating times in X-WR-TIMEZONE or the site's.
 */
export function zoneReader(calendar: ICAL.Component, siteZone: string): ZoneReader {
  const fileZones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new (icalJs().default.Timezone)(vtimezone);
    if (zone.tzid) fileZones.set(zone.tzid, zone);
  }
  const calendarZone = String(calendar.getFirstPropertyValue('x-wr-timezone') ?? '');
  const floating = isTimeZone(calendarZone) ? calendarZone : siteZone;
  return {
    instant(time, tzid) {
      if (time.isDate) return null;
      const wall = [time.year, time.month, time.day, time.hour, time.minute] as const;
      if (time.zone?.tzid === 'UTC') return utcOf(...wall, time.second);
      if (tzid && isTimeZone(tzid)) return zonedInstant(tzid, ...wall);
      const fileZone = tzid ? fileZones.get(tzid) : undefined;
      if (fileZone) return utcOf(...wall) - fileZone.utcOffset(time) * 1000;
      return zonedInstant(floating, ...wall);
    },
  };
}

const statusOf = (component: ICAL.Component): EventStatus =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ? 'cancelled' : 'scheduled';

/** The TZID of a VEVENT's DTSTART or DTEND ('' for UTC or floating times). */
export function tzidOf(component: ICAL.Component, name: 'dtstart' | 'dtend'): string {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : '';
}

function dateOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  item: ICAL.Component,
  zones: ZoneReader,
  siteZone: string,
): ImportDate {
  const status = statusOf(item);
  const from = zones.instant(start, tzidOf(item, 'dtstart'));
  const to = end ? zones.instant(end, tzidOf(item, 'dtend') || tzidOf(item, 'dtstart')) : null;
  if (from === null) {
    // an all-day entry: the day is known, the time is not
    const date = dayText(start);
    return {
      date,
      time: '',
      startDate: new Date(zonedInstant(siteZone, start.year, start.month, start.day)).toISOString(),
      timeTBA: true,
      status,
    };
  }
  return {
    ...dayAndTime(from, siteZone),
    startDate: new Date(from).toISOString(),
    endDate: to !== null && to > from ? new Date(to).toISOString() : undefined,
    timeTBA: false,
    status,
  };
}

function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A VEVENT's texts: the title, venue (LOCATION), description (HTML allowed) and link; whether it is private (CLASS). */
function fill(row: ImportRow, component: ICAL.Component): void {
  row.title = textOf(component, 'summary');
  row.description = htmlToText(textOf(component, 'description'));
  row.ticketsLink = textOf(component, 'url');
  venueOfLocation(row, textOf(component, 'location'));
  // CLASS:PRIVATE and CONFIDENTIAL are private shows; CLASS:PUBLIC a public one; no CLASS says nothing
  const access = textOf(component, 'class').toUpperCase();
  if (access === 'PRIVATE' || access === 'CONFIDENTIAL') row.private = true;
  else if (access === 'PUBLIC') row.private = false;
}

const WEEKDAY_CODES: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * An RRULE as the site's series keep it: weekly on some days (every 1 to 12 weeks), or monthly
 * on a weekday by position (2TH, -1FR, or BYDAY with BYSETPOS). Anything else (daily, yearly,
 * by month day, an all-day series) is undefined: its dates are imported as one-off shows.
 */
function seriesRule(rule: ICAL.Recur, first: ImportDate, until: string, siteZone: string): SeriesRuleInput | undefined {
  if (first.timeTBA) return undefined;
  // safe: ical.js keeps a rule's BY* parts as lists by name
  const parts = rule.parts as Record<string, unknown[] | undefined>;
  const other = Object.keys(parts).filter((key) => !['BYDAY', 'BYSETPOS', 'WKST'].includes(key) && parts[key]?.length);
  if (other.length > 0) return undefined;
  const interval = rule.interval || 1;
  if (interval > 12) return undefined;
  const byDayText = (parts.BYDAY ?? []).map(String);
  const base = {
    startTime: first.time,
    endTime: first.endDate ? endTimeOf(first, siteZone) : '',
    from: first.date,
    until,
    count: rule.count ?? null,
  };
  if (rule.freq === 'WEEKLY') {
    const days = byDayText.filter((day) => isOneOf(WEEKDAY_CODES, day));
    if (days.length < byDayText.length || parts.BYSETPOS?.length) return undefined;
    const weekday = new Date(`${first.date}T12:00:00Z`).getUTCDay();
    const byDay = days.length ? days : [WEEKDAY_CODES[weekday]!];
    return { ...base, repeat: { freq: 'weekly', byDay, interval } };
  }
  if (rule.freq === 'MONTHLY' && interval === 1 && byDayText.length === 1) {
    const m = /^([+-]?\d)?([A-Z]{2})$/.exec(byDayText[0]!);
    const day = m?.[2];
    const position = Number(m?.[1] ?? parts.BYSETPOS?.[0] ?? NaN);
    if (!isOneOf(WEEKDAY_CODES, day) || !isOneOf(SET_POSITIONS, position)) return undefined;
    return { ...base, repeat: { freq: 'monthly', byDay: [day], bySetPos: position } };
  }
  return undefined;
}

/** The end's wall time when the date ends on its own day (a series' end time), else ''. */
function endTimeOf(date: ImportDate, siteZone: string): string {
  const end = dayAndTime(Date.parse(date.endDate!), siteZone);
  return end.date === date.date ? end.time : '';
}

/**
 * The calendar parsed one VEVENT at a time, a slice of them between turns of the event loop
 * (ical.js parses a whole file in one go): the rest of the file first (time zones, the
 * calendar's properties), then each event, added in file order.
 */
async function parseCalendar(text: string, between: () => Promise<void>): Promise<ICAL.Component> {
  const ical = icalJs().default;
  const blocks: string[] = [];
  const rest = text.replace(/^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT\r?$\n?/gim, (block) => {
    blocks.push(block);
    return '';
  });
  // safe: a VCALENDAR text parses to one component's jCal array
  const calendar = new ical.Component(ical.parse(rest) as unknown[]);
  for (const [index, block] of blocks.entries()) {
    if (index > 0 && index % SLICE === 0) await between();
    // safe: a VEVENT text parses to one component's jCal array
    calendar.addSubcomponent(new ical.Component(ical.parse(block) as unknown[]));
  }
  return calendar;
}

/** The answer to a calendar past the cap: refused whole, by this one problem. */
const capped = (): FormatReading => ({
  rows: [],
  ignored: [],
  fileProblems: [{ field: '', message: tooManyDates() }],
});

/**
 * The file's events, each series with its overrides related to it by UID (`exceptions: []`:
 * without it each new ical.Event scans every VEVENT of the calendar for its overrides, 5,000
 * events: seconds); an override whose series is not in the file stands alone, after them.
 */
async function eventsOf(vevents: ICAL.Component[], between: () => Promise<void>): Promise<ICAL.Event[]> {
  const ical = icalJs().default;
  const byUid = new Map<string, ICAL.Event>();
  const events: ICAL.Event[] = [];
  for (const [index, vevent] of vevents.filter((v) => !v.hasProperty('recurrence-id')).entries()) {
    if (index > 0 && index % SLICE === 0) await between();
    const event = new ical.Event(vevent, { exceptions: [] });
    if (event.uid) byUid.set(event.uid, event);
    events.push(event);
  }
  const orphans: ICAL.Event[] = [];
  for (const [index, vevent] of vevents.filter((v) => v.hasProperty('recurrence-id')).entries()) {
    if (index > 0 && index % SLICE === 0) await between();
    const exception = new ical.Event(vevent, { exceptions: [] });
    const master = byUid.get(exception.uid);
    if (master) master.relateException(exception);
    else orphans.push(exception);
  }
  return [...events, ...orphans];
}

/** What reading the events of one file shares: its zones, its clock and the dates counted so far. */
interface Reading {
  zones: ZoneReader;
  siteZone: string;
  now: number;
  between: () => Promise<void>;
  turn: ReturnType<typeof turnTimer>;
  /** The dates of the whole file so far: the cap counts them all, and no rule is expanded past it. */
  total: number;
}

/** A series' dates as its rule (with its EXDATEs and overrides) gives them, sorted; null past the cap. */
async function seriesDates(
  event: ICAL.Event,
  row: ImportRow,
  rule: ICAL.Recur | null,
  reading: Reading,
): Promise<ImportDate[] | null> {
  const { zones, siteZone } = reading;
  const open = rule && !rule.until && !rule.count;
  const start =
    zones.instant(event.startDate, tzidOf(event.component, 'dtstart')) ??
    utcOf(event.startDate.year, event.startDate.month, event.startDate.day);
  const horizon = Math.max(reading.now, start) + OPEN_SERIES_DAYS * 86_400_000;
  const dates: ImportDate[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++reading.total > MAX_IMPORT_ROWS) return null;
    if (reading.turn.due()) await reading.between();
    const details = event.getOccurrenceDetails(next);
    const date: ImportDate = dateOf(details.startDate, details.endDate, details.item.component, zones, siteZone);
    // a moved date (RECURRENCE-ID) keeps its own title and description
    if (details.item !== event) {
      const title = textOf(details.item.component, 'summary');
      const description = htmlToText(textOf(details.item.component, 'description'));
      if (title && title !== row.title) date.title = title;
      if (description && description !== row.description) date.description = description;
    }
    if (open && Date.parse(date.startDate) > horizon) {
      reading.total--;
      break;
    }
    // the day the rule gave this date (a moved date keeps it: that is how its series knows it)
    const given = zones.instant(next, tzidOf(event.component, 'dtstart'));
    dates.push({ ...date, ruleDate: given === null ? dayText(next) : dayAndTime(given, siteZone).date });
  }
  return dates.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** A row's repeat: the rule as written, and as a series of the site reads it. */
function repeatOf(event: ICAL.Event, rule: ICAL.Recur, { zones, siteZone }: Reading): ImportRow['repeat'] {
  const first = dateOf(event.startDate, event.endDate ?? null, event.component, zones, siteZone);
  const until = rule.until ? zones.instant(rule.until, tzidOf(event.component, 'dtstart')) : null;
  return {
    rule: rule.toString(),
    series: seriesRule(
      rule,
      first,
      rule.until ? (until === null ? dayText(rule.until) : dayAndTime(until, siteZone).date) : '',
      siteZone,
    ),
  };
}

/** One event as a row (a series: one row holding every date); null once the file is past the cap. */
async function rowOf(event: ICAL.Event, number: number, reading: Reading): Promise<ImportRow | null> {
  const { zones, siteZone } = reading;
  const row = newRow(number);
  fill(row, event.component);
  if (!event.startDate) {
    row.problems.push({ field: 'DTSTART', message: 'This event has no start (DTSTART).' });
    return row;
  }
  if (!event.isRecurring()) {
    row.when = dateOf(event.startDate, event.endDate ?? null, event.component, zones, siteZone);
    return ++reading.total > MAX_IMPORT_ROWS ? null : row;
  }
  // safe: ical.js answers an RRULE property's value as a Recur
  const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  if (rule && endlessRule(rule)) {
    row.problems.push({
      field: 'RRULE',
      message:
        'This repeat rule filters its days by two of month, day of month, day of year and week: it can not be read.',
    });
    return row;
  }
  const dates = await seriesDates(event, row, rule, reading);
  if (!dates) return null;
  row.when = dates[0] ?? null;
  row.dates = dates;
  if (rule) row.repeat = repeatOf(event, rule, reading);
  if (dates.length === 0) row.problems.push({ field: 'RRULE', message: 'This series has no dates.' });
  return row;
}

/**
 * An iCalendar file (Google Calendar, Apple Calendar): each VEVENT a row; a VEVENT with an
 * RRULE is one row holding every date of its series, EXDATEs left out, RECURRENCE-ID
 * overrides (a moved or cancelled date) in place of the dates they replace.
 */
export async function readIcalendar(
  text: string,
  siteZone: string,
  between: () => Promise<void>,
  now = Date.now(),
): Promise<FormatReading> {
  // counted before it is parsed (parsing a 5 MB calendar holds the event loop for a second or more)
  const count = text.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0;
  if (count > MAX_IMPORT_ROWS)
    return { rows: [], ignored: [], fileProblems: [{ field: '', message: tooManyRows(count) }] };
  let calendar: ICAL.Component;
  try {
    calendar = await parseCalendar(text.replace(/^\ufeff/, ''), between);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      ignored: [],
      fileProblems: [{ field: '', message: `The calendar file could not be read: ${reason}` }],
    };
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > MAX_IMPORT_ROWS)
    return { rows: [], ignored: [], fileProblems: [{ field: '', message: tooManyRows(vevents.length) }] };
  const zones = zoneReader(calendar, siteZone);
  const events = await eventsOf(vevents, between);
  const reading: Reading = { zones, siteZone, now, between, turn: turnTimer(), total: 0 };
  const rows: ImportRow[] = [];
  for (const [index, event] of events.entries()) {
    // turns of the event loop between events and within a rule's dates: reading 5,000 takes seconds
    if (reading.turn.due()) await between();
    const row = await rowOf(event, index + 1, reading);
    if (!row) return capped();
    rows.push(row);
  }
  if (vevents.length === 0)
    return { rows, ignored: [], fileProblems: [{ field: '', message: 'The calendar has no events.' }] };
  return { rows, ignored: [], fileProblems: [] };
}
