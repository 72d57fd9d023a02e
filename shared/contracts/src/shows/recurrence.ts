import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { MAX_SERIES_DATES, type SeriesRule } from '../series';

/** One date of a series: its local day in the site's zone, its start and (when the rule has one) its end. */
export interface Occurrence {
  /** YYYY-MM-DD in the site's time zone: the key that survives a change of start time. */
  date: string;
  /** ISO instant, UTC with milliseconds, as events store it. */
  start: string;
  /** ISO instant, or '' without an end time. */
  end: string;
}

const at = (date: Temporal.PlainDate, time: string, timeZone: string) => {
  const [hour = NaN, minute = NaN] = time.split(':').map(Number);
  return date.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(hour, minute) });
};

const iso = (zoned: Temporal.ZonedDateTime) => new Date(zoned.epochMilliseconds).toISOString();

/**
 * The dates of a rule, computed by rrule-temporal in `timeZone` (RFC 5545 on Temporal), so a
 * 19:00 series stays at 19:00 local across daylight-saving changes. A rule without `until` or
 * `count` is cut at `horizon` (an ISO instant). At most MAX_SERIES_DATES + 1 dates are
 * answered, so a caller can tell "too many" without enumerating a huge rule.
 */
export function seriesOccurrences(
  rule: Pick<SeriesRule, 'repeat' | 'startTime' | 'endTime' | 'from' | 'until' | 'count'>,
  timeZone: string,
  horizon?: string,
): Occurrence[] {
  const dtstart = at(Temporal.PlainDate.from(rule.from), rule.startTime, timeZone);
  const recurrence = new RRuleTemporal({
    freq: rule.repeat.freq === 'weekly' ? 'WEEKLY' : 'MONTHLY',
    interval: rule.repeat.interval ?? 1,
    byDay: [...rule.repeat.byDay],
    ...(rule.repeat.freq === 'monthly' && { bySetPos: [rule.repeat.bySetPos ?? 1] }),
    ...(rule.count !== null && { count: rule.count }),
    ...(rule.until && {
      // the last date is inclusive: its whole day, in the site's zone
      until: Temporal.PlainDate.from(rule.until)
        .add({ days: 1 })
        .toZonedDateTime({ timeZone })
        .subtract({ seconds: 1 }),
    }),
    tzid: timeZone,
    dtstart,
  });
  const limit = (_: unknown, index: number) => index <= MAX_SERIES_DATES;
  const starts =
    rule.until || rule.count !== null
      ? recurrence.all(limit)
      : recurrence
          .between(new Date(dtstart.epochMilliseconds), new Date(horizon ?? Date.now()), true)
          .slice(0, MAX_SERIES_DATES + 1);
  return starts.map((start) => {
    // the library may hand its own Temporal's objects: read them through strings and numbers
    const date = Temporal.PlainDate.from(start.toPlainDate().toString());
    let end = '';
    if (rule.endTime) {
      // "7 to 1": an end at or before the start is on the next day
      const sameDay = at(date, rule.endTime, timeZone);
      end = iso(
        sameDay.epochMilliseconds > start.epochMilliseconds
          ? sameDay
          : at(date.add({ days: 1 }), rule.endTime, timeZone),
      );
    }
    return { date: date.toString(), start: new Date(start.epochMilliseconds).toISOString(), end };
  });
}
