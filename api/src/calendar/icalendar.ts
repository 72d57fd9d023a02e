import { Temporal } from 'temporal-polyfill';

/**
 * The one iCalendar writer of the API (RFC 5545, with RFC 7986's calendar properties): the
 * site's feeds, a show's and a series' files, the admin's export and the lessons' invitations
 * are all written with these functions. Lines are CRLF, folded at 75 octets, text escaped.
 */

/** iCalendar TEXT: escape \ ; , and line breaks, a lone CR too (RFC 5545 section 3.3.11). */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value: quoted when it holds `;`, `:` or `,`; a quote can not be written, so it goes. */
const paramValue = (value: string) => {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
};

/** One content line, "NAME;PARAM=value:value" (the value already in its type's form). */
export function icsLine(name: string, value: string, params: Record<string, string> = {}): string {
  const head = Object.entries(params).map(([key, v]) => `;${key}=${paramValue(v)}`);
  return `${name}${head.join('')}:${value}`;
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 section 3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // never cut inside a UTF-8 sequence
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** BEGIN, the lines, END. */
export const component = (name: string, lines: string[]) => [`BEGIN:${name}`, ...lines, `END:${name}`];

/** The file's text: every line folded, CRLF after each. */
export const icsFile = (lines: string[]) => lines.map(fold).join('\r\n') + '\r\n';

/** "20270616T000000Z": a UTC DATE-TIME. */
export const utcStamp = (iso: string | number) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const zoned = (iso: string | number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(iso).getTime()).toZonedDateTimeISO(timeZone);

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "20270616T190000": the wall clock of `timeZone`, for a DATE-TIME with TZID. */
export function localStamp(iso: string | number, timeZone: string): string {
  const z = zoned(iso, timeZone);
  return `${pad(z.year, 4)}${pad(z.month)}${pad(z.day)}T${pad(z.hour)}${pad(z.minute)}${pad(z.second)}`;
}

/** "20270616": the day in `timeZone`, for an all-day DATE. */
export const dateStamp = (iso: string | number, timeZone: string) => localStamp(iso, timeZone).slice(0, 8);

/** "-0400" from an offset in nanoseconds. */
const offsetText = (ns: number) => {
  const minutes = Math.round(ns / 60e9);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
};

const zoneAbbreviation = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * The VTIMEZONE of `timeZone` from `fromMs` to `toMs`: each change of offset in that span as
 * its own STANDARD or DAYLIGHT part (from the zone database through Temporal), so a client
 * reads a DTSTART;TZID and its RRULE at the right local hour on both sides of a DST change.
 */
export function vtimezone(timeZone: string, fromMs: number, toMs: number): string[] {
  let at = zoned(fromMs, timeZone);
  const parts: string[][] = [];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', localStart: string, from: number, to: number, epochMs: number) =>
    component(kind, [
      `DTSTART:${localStart}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      ...(zoneAbbreviation(epochMs, timeZone) ? [`TZNAME:${zoneAbbreviation(epochMs, timeZone)}`] : []),
    ]);
  // the offset in force at the start of the span: daylight time when the next change lowers it
  const first = at.getTimeZoneTransition('next');
  parts.push(
    observance(
      first && first.offsetNanoseconds < at.offsetNanoseconds ? 'DAYLIGHT' : 'STANDARD',
      localStamp(fromMs, timeZone),
      at.offsetNanoseconds,
      at.offsetNanoseconds,
      at.epochMilliseconds,
    ),
  );
  for (;;) {
    const next = at.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > toMs) break;
    const before = at.offsetNanoseconds;
    const after = next.offsetNanoseconds;
    // the local time the change happens at, read on the clock before it (RFC 5545 3.6.5)
    const wall = Temporal.Instant.fromEpochMilliseconds(next.epochMilliseconds)
      .toZonedDateTimeISO('UTC')
      .add({ nanoseconds: before });
    const stamp = `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
    parts.push(observance(after > before ? 'DAYLIGHT' : 'STANDARD', stamp, before, after, next.epochMilliseconds));
    at = next;
  }
  return component('VTIMEZONE', [`TZID:${timeZone}`, ...parts.flat()]);
}
