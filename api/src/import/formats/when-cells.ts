import type { EventStatus } from '@jazz/contracts';
import { instantIn, parseClock, parseDay, showDate, usableZone } from '../dates';
import type { ImportRow } from '../import-row';

export interface WhenCells {
  date: [string, string];
  time: [string, string];
  endDate?: [string, string];
  endTime?: [string, string];
  /** The zone written in the row, if the format has one. */
  zone?: [string, string];
  allDay?: boolean;
  status: EventStatus;
}

const DATE_HINT = 'Write the date as year-month-day (2027-05-01) or month/day/year (5/1/2027).';
const TIME_HINT = 'Write the time as hour:minute, such as 20:00 or 8:00 PM.';

/**
 * The show's date from a start day and time (in the row's zone, else the site's) and an
 * optional end day and time: each [column name, cell]. Problems name the column.
 */
export function readWhen(row: ImportRow, cells: WhenCells, siteZone: string): void {
  const [dateName, dateText] = cells.date;
  const [timeName, timeText] = cells.time;
  let zone = siteZone;
  if (cells.zone && cells.zone[1]) {
    if (usableZone(cells.zone[1])) zone = cells.zone[1];
    else row.problems.push({ field: cells.zone[0], message: `Unknown time zone "${cells.zone[1]}".` });
  }
  const day = parseDay(dateText);
  if (!day) row.problems.push({ field: dateName, message: dateText ? DATE_HINT : 'The date is required.' });
  const clock = cells.allDay ? 'tba' : parseClock(timeText);
  if (clock === 'invalid') row.problems.push({ field: timeName, message: TIME_HINT });
  let end: number | undefined;
  if (cells.endDate?.[1] || cells.endTime?.[1]) {
    const endDay = cells.endDate?.[1] ? parseDay(cells.endDate[1]) : day;
    const endClock = cells.endTime?.[1] ? parseClock(cells.endTime[1]) : { hour: 23, minute: 59 };
    if (!endDay && cells.endDate) row.problems.push({ field: cells.endDate[0], message: DATE_HINT });
    if (endClock === 'invalid' && cells.endTime) row.problems.push({ field: cells.endTime[0], message: TIME_HINT });
    if (endDay && endClock !== 'invalid')
      end = instantIn(zone, endDay, endClock === 'tba' ? { hour: 23, minute: 59 } : endClock);
  }
  if (day && clock !== 'invalid') row.when = showDate(day, clock, zone, siteZone, cells.status, end);
}
