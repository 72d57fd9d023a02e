import type { Event, Series } from '@jazz/contracts';
import { seriesOccurrences, type Occurrence } from '@jazz/contracts/recurrence';
import { showEnd, showPath, timeToBeAnnounced } from '@jazz/contracts/shows';
import type { SiteSettings } from '@jazz/contracts/site';
import { dateStamp, dayStart, localStamp, utcStamp } from '@jazz/contracts/time';
import { component, icsFile, icsLine } from '../calendar/icalendar';
import { vtimezone } from '../calendar/vtimezone';
import { calendarHead, uidHost, vevent, veventContent, veventDates, veventHistory } from './show-vevent';

/** A series as its "all dates" file reads it (the series service's `calendar`). */
export interface SeriesForCalendar {
  series: Omit<Series, 'events'>;
  sequence: number;
  dates: { event: Event; date: string | null; exception: boolean }[];
  /**
   * The start of the last date made, private ones included (ms): the rule's dates up to it that
   * are not in `dates` get an EXDATE, so a private date after the last public one is no date
   * of a subscriber's calendar. The last of `dates` when absent.
   */
  lastMade?: number;
}

const DAY_MS = 24 * 3600_000;
const YEAR_MS = 366 * DAY_MS;

/** "FREQ=WEEKLY;BYDAY=TH;UNTIL=...": the series' rule as RFC 5545 writes it (UNTIL in UTC, as a TZID start asks). */
function rruleOf(rule: Omit<Series, 'events'>, timeZone: string): string {
  const parts = [
    `FREQ=${rule.repeat.freq === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`,
    ...(rule.repeat.interval && rule.repeat.interval > 1 ? [`INTERVAL=${rule.repeat.interval}`] : []),
    `BYDAY=${rule.repeat.byDay.join(',')}`,
    ...(rule.repeat.freq === 'monthly' ? [`BYSETPOS=${rule.repeat.bySetPos ?? 1}`] : []),
  ];
  if (rule.count !== null && rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  else if (rule.until) {
    // the last date is inclusive: its last second in the site's zone
    parts.push(`UNTIL=${utcStamp(dayStart(timeZone, rule.until, 1) - 1000)}`);
  }
  return `RRULE:${parts.join(';')}`;
}

/** What a date says besides its dates: equal for a date the recurring entry describes. */
const contentKey = (event: Event, settings: SiteSettings) =>
  [...veventContent(event, settings, ''), `TBA:${timeToBeAnnounced(event)}`].join('\n');

const lengthOf = (event: Event, settings: SiteSettings) =>
  Date.parse(showEnd(event, settings.timeZone, settings.showMinutes)) - Date.parse(event.startDate);

/**
 * A residency's "all dates" file (/series/{id}.ics): one VEVENT with DTSTART in the site's zone
 * (TZID and its VTIMEZONE, so the local hour holds across DST), the RRULE, an EXDATE for each
 * date the rule gives that is gone, and a RECURRENCE-ID override for each date that differs
 * (moved, cancelled, edited). Dates outside the rule (kept from an earlier rule) are their own
 * VEVENTs, as in the single-date files.
 */
export function seriesCalendar(
  { series, sequence, dates, lastMade = 0 }: SeriesForCalendar,
  settings: SiteSettings,
): string {
  const { timeZone } = settings;
  const host = uidHost(settings);
  const lastStart = dates.reduce((last, row) => Math.max(last, Date.parse(row.event.startDate)), lastMade);
  const occurrences: Occurrence[] = seriesOccurrences(series, timeZone, new Date(lastStart + DAY_MS).toISOString());
  const name = series.title.trim() || `${series.group} at ${series.venue}`;
  const meta = {
    name,
    path: `/series/${series._id}.ics`,
    page: dates[0] ? showPath(dates[0].event, timeZone) : '/shows',
  };
  const byDay = new Map(dates.filter((row) => row.date).map((row) => [row.date!, row]));
  const onRule = (row: SeriesForCalendar['dates'][number]) =>
    row.date !== null && occurrences.some((o) => o.date === row.date);
  // the recurring entry describes the first date the rule made as it is
  const basis =
    dates.find(
      (row) => !row.exception && occurrences.some((o) => o.date === row.date && o.start === row.event.startDate),
    )?.event ?? dates[0]?.event;
  if (!basis || occurrences.length === 0) {
    const events = dates.map((row) => row.event);
    return icsFile(
      component('VCALENDAR', [...calendarHead(meta, settings), ...events.flatMap((e) => vevent(e, settings))]),
    );
  }
  const allDay = timeToBeAnnounced(basis);
  const length = lengthOf(basis, settings);
  const key = contentKey(basis, settings);
  const first = occurrences[0]!;
  const zoned = (): Record<string, string> => (allDay ? { VALUE: 'DATE' } : { TZID: timeZone });
  const at = (iso: string | number) => (allDay ? dateStamp(iso, timeZone) : localStamp(iso, timeZone));

  const exdates: string[] = [];
  const overrides: string[][] = [];
  for (const occurrence of occurrences) {
    const row = byDay.get(occurrence.date);
    if (!row) {
      exdates.push(icsLine('EXDATE', at(occurrence.start), zoned()));
      continue;
    }
    const { event } = row;
    const same =
      event.startDate === occurrence.start &&
      lengthOf(event, settings) === length &&
      contentKey(event, settings) === key;
    if (same) continue;
    const url = settings.siteUrl + showPath(event, timeZone);
    overrides.push(
      component('VEVENT', [
        `UID:series-${series._id}@${host}`,
        icsLine('RECURRENCE-ID', at(occurrence.start), zoned()),
        ...veventHistory(event),
        ...veventDates(event, settings),
        ...veventContent(event, settings, url),
      ]),
    );
  }
  const apart = dates.filter((row) => !onRule(row)).flatMap((row) => vevent(row.event, settings));
  const lastMs = Math.max(lastStart, Date.parse(occurrences.at(-1)!.start));
  const open = !series.until && (series.count === null || series.count === undefined);
  const master = component('VEVENT', [
    `UID:series-${series._id}@${host}`,
    `DTSTAMP:${utcStamp(series.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(series.updatedAt)}`,
    `SEQUENCE:${sequence}`,
    icsLine('DTSTART', at(first.start), zoned()),
    ...(allDay ? [] : [icsLine('DTEND', at(Date.parse(first.start) + length), zoned())]),
    rruleOf(series, timeZone),
    ...exdates,
    ...veventContent(basis, settings, settings.siteUrl + showPath(basis, timeZone)),
  ]);
  return icsFile(
    component('VCALENDAR', [
      ...calendarHead(meta, settings),
      ...(allDay ? [] : vtimezone(timeZone, Date.parse(first.start) - DAY_MS, lastMs + (open ? 10 : 1) * YEAR_MS)),
      ...master,
      ...overrides.flat(),
      ...apart,
    ]),
  );
}
