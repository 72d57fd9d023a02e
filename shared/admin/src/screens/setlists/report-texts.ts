import { reportPlaceOf, type Event, type Venue } from '@jazz/contracts';
import { dayOf, dayParts, dayText } from '@jazz/contracts/time';

/**
 * The report's first period: from the first day of the quarter before today's (organisations ask
 * for a quarter at a time) to today, so the last shows played are in it too (a period that ended
 * with the last quarter left out every show since). Days of the site's zone.
 */
export function defaultReportPeriod(now: number, timeZone: string): { from: string; to: string } {
  const today = dayOf(now, timeZone);
  const [y, m] = dayParts(today);
  const quarter = Math.floor((m - 1) / 3);
  // dayText rolls month 0 and below back into the year before
  return { from: dayText(y, quarter * 3 - 2, 1), to: today };
}

/** The records of a CSV text (a line break inside quotes is part of its cell, not a record). */
export function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let empty = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      if (!empty) records += 1;
      empty = true;
    } else if (char !== '\r') empty = false;
  }
  return empty ? records : records + 1;
}

/** What a downloaded report says of itself: how many rows it wrote (its header apart). */
export function reportWrittenText(csv: string, pro: string): string {
  const rows = Math.max(0, csvRecords(csv) - 1);
  if (rows === 0)
    return `The report is downloaded, with no rows: no show of the period has a final setlist${pro ? ` with a work of a ${pro} writer` : ''}.`;
  return `The report is downloaded: ${rows} ${rows === 1 ? 'row' : 'rows'}, one per work performed.`;
}

/** The shows a report writes: a final setlist, a show that went ahead, its start within [from, to). */
export const reportedShows = (events: readonly Event[], from: number, to: number) =>
  events.filter((e) => {
    const start = Date.parse(e.startDate);
    return start >= from && start < to && e.setlist?.final && e.status !== 'cancelled' && e.status !== 'postponed';
  });

/** The report's shows with no street address, a typed place naming a saved venue taking its address. */
export const showsWithoutAddress = (shows: readonly Event[], venues: readonly Venue[]) =>
  shows.filter((show) => !reportPlaceOf(show, venues).place.address.trim());
