import type { Event } from '../event';
import type { Tune } from '../tune';
import { setlistTuneIds } from './setlists';

export interface TuneCount {
  tuneId: string;
  title: string;
  original: boolean;
  plays: number;
}

export interface SetlistNumbers {
  /** Shows in the period with a setlist. */
  shows: number;
  /** Tunes played, counting each performance. */
  plays: number;
  /** Of `plays`, his originals' share (0 to 1; 0 when nothing was played). */
  originalsShare: number;
  /** Most played first, then by title. */
  top: TuneCount[];
}

/**
 * His numbers (Repertoire screen, Stats): the tunes of the setlists of shows that went ahead and
 * have started, in [from, to) (instants, ms) and of one band when `band` is given (its name, any case).
 */
export function setlistNumbers(
  events: readonly Pick<Event, 'startDate' | 'group' | 'status' | 'setlist'>[],
  tunes: readonly Pick<Tune, '_id' | 'title' | 'original'>[],
  options: { from: number; to: number; band?: string; now: number },
): SetlistNumbers {
  const byId = new Map(tunes.map((tune) => [tune._id, tune]));
  const band = options.band?.trim().toLowerCase();
  const counts = new Map<string, number>();
  let shows = 0;
  for (const event of events) {
    const start = Date.parse(event.startDate);
    if (!event.setlist || start < options.from || start >= options.to || start > options.now) continue;
    if (event.status === 'cancelled' || event.status === 'postponed') continue;
    if (band && event.group.trim().toLowerCase() !== band) continue;
    const ids = setlistTuneIds(event.setlist).filter((id) => byId.has(id));
    if (ids.length === 0) continue;
    shows++;
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const top = [...counts].map(([tuneId, plays]) => {
    const tune = byId.get(tuneId)!;
    return { tuneId, title: tune.title, original: tune.original, plays };
  });
  top.sort((a, b) => b.plays - a.plays || a.title.localeCompare(b.title));
  const plays = top.reduce((sum, t) => sum + t.plays, 0);
  const originals = top.reduce((sum, t) => sum + (t.original ? t.plays : 0), 0);
  return { shows, plays, originalsShare: plays ? originals / plays : 0, top };
}
