import { Temporal } from 'temporal-polyfill';
import { localStamp, zoneAbbreviation } from '@jazz/contracts/time';
import { component } from './icalendar';

/**
 * The iCalendar writer's VTIMEZONE: one of the two files outside `@jazz/contracts/time` that may
 * name Temporal (eslint.config.js, docs/architecture.md). It walks the zone database's changes of
 * offset (Temporal's getTimeZoneTransition, which Intl does not offer).
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "-0400" from an offset in nanoseconds. */
const offsetText = (ns: number) => {
  const minutes = Math.round(ns / 60e9);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
};

const zoned = (ms: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);

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
    // the local time the change happens at, read on the clock before it (RFC 5545 3.6.5): the
    // instant moved by the offset before, written as UTC
    const stamp = localStamp(next.epochMilliseconds + Math.round(before / 1e6), 'UTC');
    parts.push(observance(after > before ? 'DAYLIGHT' : 'STANDARD', stamp, before, after, next.epochMilliseconds));
    at = next;
  }
  return component('VTIMEZONE', [`TZID:${timeZone}`, ...parts.flat()]);
}
