import ICAL from 'ical.js';
import type { RunningSite, Seeded } from './seed';

/** The failures found so far: each a line naming the file and the rule. */
export type Problems = string[];

/** GET as the site's visitor, or as its admin with `token`. */
export async function get(site: RunningSite, path: string, token?: string) {
  return site.request('GET', path, token ? { token } : {});
}

const ZONE = 'America/New_York';
const STATUSES = new Set(['TENTATIVE', 'CONFIRMED', 'CANCELLED']);

/** The local wall clock "HH:MM" of an instant in New York. */
const localTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );

function registerZones(calendar: ICAL.Component) {
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
}

/**
 * An iCalendar file, strictly: CRLF lines of at most 75 octets; what ical.js parses; VERSION
 * and PRODID; no METHOD unless every event has an ORGANIZER; RFC 7986 NAME, REFRESH-INTERVAL,
 * SOURCE (its own address), URL, IMAGE; per event UID, a UTC DTSTAMP, DTSTART, SEQUENCE, a
 * known STATUS; each TZID defined; each RECURRENCE-ID on an instance of its master's RRULE.
 */
export function checkCalendar(name: string, text: string, source: string, problems: Problems): ICAL.Component | null {
  const fail = (message: string) => problems.push(`${name}: ${message}`);
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) fail('a line ends otherwise than with CRLF');
  for (const line of text.split('\r\n'))
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`a line is longer than 75 octets: ${line.slice(0, 40)}…`);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    fail(`ical.js can not parse it: ${String(error)}`);
    return null;
  }
  registerZones(calendar);
  if (calendar.getFirstPropertyValue('version') !== '2.0') fail('VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) fail('no PRODID');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (calendar.hasProperty('method') && vevents.some((v) => !v.hasProperty('organizer')))
    fail('METHOD without an ORGANIZER on every event (RFC 5546 3.2.1)');
  if (!calendar.getFirstPropertyValue('name')) fail('no NAME (RFC 7986)');
  // ical.js takes VALUE= as the property's type: read those two on the unfolded text
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  if (!/^REFRESH-INTERVAL;VALUE=DURATION:P/m.test(unfolded)) fail('no REFRESH-INTERVAL;VALUE=DURATION');
  if (calendar.getFirstPropertyValue('source') !== source) fail(`SOURCE is not ${source}`);
  if (!/^https?:\/\//.test(String(calendar.getFirstPropertyValue('url') ?? ''))) fail('no URL');
  if (!/^IMAGE;VALUE=URI(;[^:]*)?:https?:\/\//m.test(unfolded)) fail('no IMAGE;VALUE=URI');
  const zones = new Set(calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))));
  const masters = new Map<string, ICAL.Component>();
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (!uid) fail('an event without UID');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time | null;
    if (!stamp || stamp.zone?.tzid !== 'UTC') fail(`${uid}: DTSTAMP missing or not in UTC`);
    if (!vevent.hasProperty('dtstart')) fail(`${uid}: no DTSTART`);
    const sequence = vevent.getFirstPropertyValue('sequence');
    if (typeof sequence !== 'number' || sequence < 0) fail(`${uid}: no SEQUENCE`);
    if (!STATUSES.has(String(vevent.getFirstPropertyValue('status')))) fail(`${uid}: STATUS unknown`);
    if (!vevent.getFirstPropertyValue('summary')) fail(`${uid}: no SUMMARY`);
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (tzid && !zones.has(String(tzid))) fail(`${uid}: TZID ${String(tzid)} has no VTIMEZONE`);
    }
    if (!vevent.hasProperty('recurrence-id')) {
      if (masters.has(uid)) fail(`${uid}: two events with one UID`);
      masters.set(uid, vevent);
    }
  }
  for (const override of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const uid = String(override.getFirstPropertyValue('uid'));
    const master = masters.get(uid);
    if (!master?.hasProperty('rrule')) {
      fail(`${uid}: RECURRENCE-ID without a recurring master`);
      continue;
    }
    const id = (override.getFirstPropertyValue('recurrence-id') as ICAL.Time).toUnixTime();
    const event = new ICAL.Event(master, { exceptions: [] });
    const it = event.iterator();
    let found = false;
    for (let next = it.next(); next && next.toUnixTime() <= id; next = it.next())
      if (next.toUnixTime() === id) found = true;
    if (!found) fail(`${uid}: RECURRENCE-ID ${new Date(id * 1000).toISOString()} is no instance of the rule`);
  }
  return calendar;
}

const summaries = (calendar: ICAL.Component | null) =>
  (calendar?.getAllSubcomponents('vevent') ?? []).map((v) => String(v.getFirstPropertyValue('summary')));

/** Every calendar the site serves, with the rules above and what each one must hold. */
export async function checkCalendars(site: RunningSite, seeded: Seeded, problems: Problems) {
  const events = (await get(site, '/api/events', seeded.token)).body as any[];
  const series = (await get(site, `/api/series/${seeded.seriesId}`, seeded.token)).body;
  const files: [string, string?][] = [
    ['/shows.ics'],
    ['/cannonball-quintet.ics'],
    ['/whitesell-brothers-quartet.ics'],
    [`/groups/${seeded.band._id}.ics`],
    [`/series/${seeded.seriesId}.ics`],
    [`/shows/${seeded.moved._id}.ics`],
    [`/shows/${seeded.tba._id}.ics`],
    ['/api/events/export.ics', seeded.token],
  ];
  const parsed = new Map<string, ICAL.Component | null>();
  for (const [path, token] of files) {
    const res = await get(site, path, token);
    if (res.status !== 200 || !/^text\/calendar/.test(res.headers.get('content-type') ?? '')) {
      problems.push(`${path}: ${res.status} ${res.headers.get('content-type')}`);
      continue;
    }
    parsed.set(path, checkCalendar(path, res.text, site.siteUrl + path, problems));
  }
  // SUMMARY "Title · Band"; the per-band feeds hold their band only
  const all = summaries(parsed.get('/shows.ics') ?? null);
  if (!all.includes(`Sold-out night · Cannonball Quintet`)) problems.push('/shows.ics: SUMMARY is not "Title · Band"');
  if (!all.includes('Cancelled: Noche de Cancún · Cannonball Quintet'))
    problems.push('/shows.ics: a cancelled show is not marked, or its non-ASCII title is lost');
  for (const [path, band] of [
    ['/cannonball-quintet.ics', 'Cannonball Quintet'],
    ['/whitesell-brothers-quartet.ics', 'Whitesell Brothers Quartet'],
    [`/groups/${seeded.band._id}.ics`, seeded.band.name],
  ] as const) {
    const list = summaries(parsed.get(path) ?? null);
    if (list.length === 0 || list.some((s) => !s.endsWith(` · ${band}`)))
      problems.push(`${path}: holds shows of other bands`);
  }
  const movedFile = parsed.get(`/shows/${seeded.moved._id}.ics`)?.getFirstSubcomponent('vevent');
  if (Number(movedFile?.getFirstPropertyValue('sequence') ?? 0) < 1)
    problems.push('a moved show: SEQUENCE did not grow');
  const tbaStart = parsed
    .get(`/shows/${seeded.tba._id}.ics`)
    ?.getFirstSubcomponent('vevent')
    ?.getFirstProperty('dtstart');
  if (tbaStart?.type !== 'date') problems.push('a show whose time is to be announced: DTSTART is not a DATE');
  const exported = summaries(parsed.get('/api/events/export.ics') ?? null);
  if (exported.length !== events.length)
    problems.push(`export.ics: ${exported.length} events, the site has ${events.length}`);
  // the series expanded by ical.js is the site's dates: same instants, same statuses, 19:00 local unless moved
  const calendar = parsed.get(`/series/${seeded.seriesId}.ics`);
  if (calendar) {
    const vevents = calendar.getAllSubcomponents('vevent');
    const master = vevents.find((v) => v.hasProperty('rrule'));
    if (!master) problems.push('series: no RRULE');
    else {
      const event = new ICAL.Event(master, { exceptions: [] });
      for (const v of vevents.filter((x) => x.hasProperty('recurrence-id'))) event.relateException(new ICAL.Event(v));
      const expanded: string[] = [];
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) {
        const details = event.getOccurrenceDetails(next);
        expanded.push(
          `${details.startDate.toJSDate().toISOString()} ${String(details.item.component.getFirstPropertyValue('status'))}`,
        );
      }
      const site = (series.events as any[]).map(
        (e) => `${e.startDate} ${e.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      );
      if (JSON.stringify(expanded) !== JSON.stringify(site))
        problems.push(`series: ical.js expands ${JSON.stringify(expanded)}, the site has ${JSON.stringify(site)}`);
      const hours = (series.events as any[]).map((e) => localTime(new Date(e.startDate)));
      if (hours.filter((h) => h === '19:00').length !== hours.length - 1)
        problems.push(`series: the dates are not at 19:00 local across DST: ${hours.join(', ')}`);
    }
  }
}
