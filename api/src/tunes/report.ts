import { reportPlaceOf, type Event, type Tune, type Venue } from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import { dayAndTime } from '@jazz/contracts/time';
import type { TunesRepository } from './repository';

/** The columns of the royalty report (docs/setlists.md maps them to each organisation's portal). */
export const PERFORMANCE_COLUMNS = [
  'date',
  'start time',
  'venue',
  'address',
  'city',
  'region',
  'postal code',
  'country',
  'capacity',
  'band',
  'title',
  'writers',
  'organisations',
  'shares',
  'ISWC',
  'original',
] as const;

/** Shows that did not go ahead report nothing. */
const NOT_PLAYED = new Set(['cancelled', 'postponed']);

export interface ReportInputs {
  repo: TunesRepository;
  event: (id: string) => Event | undefined;
  /** The saved venues: a show's place typed by hand takes the address of the one it names. */
  venues: () => Venue[];
  timeZone: string;
}

/**
 * One row per work performed in [from, to): every tune of every final setlist of a show that went
 * ahead, with the show's date, the venue's address and capacity, the band and the work's writers.
 * `pro` keeps the works with at least one writer of that organisation.
 */
export function performancesCsv(
  { repo, event, venues, timeZone }: ReportInputs,
  period: { from: string; to: string },
  pro: string,
): string {
  const tunes = new Map<string, Tune>(repo.list().map((tune) => [tune._id, tune]));
  const wanted = pro.trim().toUpperCase();
  const rows: string[][] = [];
  const shows = new Map<string, Event | undefined>();
  const saved = venues();
  for (const play of repo.playsBetween(period.from, period.to)) {
    if (!play.final) continue;
    if (!shows.has(play.eventId)) shows.set(play.eventId, event(play.eventId));
    const show = shows.get(play.eventId);
    const tune = tunes.get(play.tuneId);
    if (!show || !tune || NOT_PLAYED.has(show.status)) continue;
    if (wanted && !tune.composers.some((c) => (c.pro ?? '').toUpperCase() === wanted)) continue;
    // a typed place naming a saved venue takes its address; the capacity is the saved venue's
    const { place, venue } = reportPlaceOf(show, saved);
    const capacity = venue?.capacity;
    const { date, time } = dayAndTime(show.startDate, timeZone);
    rows.push([
      date,
      show.timeTBA ? '' : time,
      place.name,
      place.address,
      place.city,
      place.region,
      place.postalCode,
      place.country,
      capacity === null || capacity === undefined ? '' : String(capacity),
      show.group,
      tune.title,
      tune.composers.map((c) => c.name).join('; '),
      tune.composers.map((c) => c.pro ?? '').join('; '),
      tune.composers.map((c) => (c.share === undefined ? '' : String(c.share))).join('; '),
      tune.iswc,
      tune.original ? 'yes' : 'no',
    ]);
  }
  return toCsv([[...PERFORMANCE_COLUMNS], ...rows]);
}
