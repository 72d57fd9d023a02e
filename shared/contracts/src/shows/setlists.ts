import type { Event, Setlist } from '../event';
import type { Tune } from '../tune';
import { tuneKey } from '../tune-key';
import { cutoffOf } from '../time';

/** What a setlist is read with: its show's start, venue and series. */
export type SetlistShow = Pick<Event, '_id' | 'startDate' | 'venue' | 'location'> &
  Partial<Pick<Event, 'venueId' | 'seriesId' | 'setlist' | 'status'>>;

/**
 * Fans may read a setlist once it is final and public and the show's day is over (the cutoff of
 * rules.ts: 04:00 the next morning in the site's zone). Before that nothing of it leaves the admin.
 */
export function isSetlistPublic(event: SetlistShow, now: number, timeZone: string): boolean {
  const setlist = event.setlist;
  return Boolean(setlist?.final && setlist.public) && now >= cutoffOf(event.startDate, timeZone);
}

/** The tunes of a setlist in order, over all sets. */
export const setlistTuneIds = (setlist: Setlist | null | undefined): string[] =>
  setlist ? setlist.sets.flatMap((set) => set.tunes.map((tune) => tune.tuneId)) : [];

/**
 * An event as the public reads it: `setlist` null unless the setlist is public; then each
 * tune carries its title, writers, ISWC and original mark (notes stay out: they are the owner's).
 */
export function publicSetlistOf<E extends SetlistShow>(
  event: E,
  tunes: ReadonlyMap<string, Pick<Tune, 'title' | 'original' | 'composers' | 'iswc'>>,
  now: number,
  timeZone: string,
): E {
  if (event.setlist === undefined) return event;
  const { setlist, ...rest } = event;
  // null, as for a show with none: a draft's very existence stays in the admin
  if (!setlist || !isSetlistPublic(event, now, timeZone)) return { ...rest, setlist: null } as E;
  return {
    ...rest,
    setlist: {
      final: true,
      public: true,
      sets: setlist.sets.map((set) => ({
        ...(set.title ? { title: set.title } : {}),
        tunes: set.tunes.flatMap(({ tuneId, note }) => {
          const tune = tunes.get(tuneId);
          if (!tune) return [];
          return [
            {
              tuneId,
              ...(note ? { note } : {}),
              title: tune.title,
              original: tune.original,
              composers: tune.composers.map(({ name, pro }) => (pro ? { name, pro } : { name })),
              iswc: tune.iswc,
            },
          ];
        }),
      })),
    },
  } as E;
}

const DAY_MS = 86_400_000;
/** "Played here": the same venue within this many days before the show. */
export const PLAYED_HERE_DAYS = 28;

const sameVenue = (a: SetlistShow, b: SetlistShow) =>
  a.venueId ? a.venueId === b.venueId : !b.venueId && a.venue.trim().toLowerCase() === b.venue.trim().toLowerCase();

/**
 * For each tune, the latest earlier show that played it at the same venue in the last four weeks,
 * or at the previous date of the same residency (series): the "played here Dec 3" mark.
 */
export function playedHere(show: SetlistShow, shows: readonly SetlistShow[]): Map<string, SetlistShow> {
  const start = Date.parse(show.startDate);
  const earlier = shows
    .filter((other) => other._id !== show._id && other.setlist && Date.parse(other.startDate) < start)
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  const previousOfSeries = show.seriesId ? earlier.find((other) => other.seriesId === show.seriesId) : undefined;
  const marks = new Map<string, SetlistShow>();
  for (const other of earlier) {
    const recentHere = sameVenue(show, other) && start - Date.parse(other.startDate) <= PLAYED_HERE_DAYS * DAY_MS;
    if (!recentHere && other !== previousOfSeries) continue;
    for (const id of setlistTuneIds(other.setlist)) if (!marks.has(id)) marks.set(id, other);
  }
  return marks;
}

/**
 * A line of a pasted setlist: a tune of the repertoire, a new title (with the writers the line
 * names), or the start of a set (`title` '' for a break with no name: a line of marks, an empty line).
 */
export type PastedLine =
  | { kind: 'tune'; tune: Pick<Tune, '_id' | 'title'> }
  | { kind: 'new'; title: string; composers: string[] }
  | { kind: 'set'; title: string };

const SET_LINE = /^(?:(?:set|encore)(?:\s*\d+)?|(?:first|second|third|fourth|1st|2nd|3rd|4th|last)\s+set)\s*:?$/i;

/** "Title (Composer)", "Title - Composer": a title and its writers, split at the last such mark. */
const WITH_WRITERS = [/^(.+?)\s*\(([^()]+)\)$/, /^(.+?)\s+[-–—]\s+(.+)$/];
/** Writers named together: "Miles Davis / Bill Evans", "Rodgers & Hart", "Ellington and Strayhorn". */
const writersOf = (text: string) =>
  text
    .split(/\s*(?:[/&,;]|\band\b)\s*/i)
    .map((name) => name.trim())
    .filter(Boolean);

/** The line as a tune: of the repertoire (by its whole text, else by the title before its writers), or new. */
function tuneLine(line: string, byKey: ReadonlyMap<string, Pick<Tune, '_id' | 'title'>>): PastedLine {
  const whole = byKey.get(tuneKey(line));
  if (whole) return { kind: 'tune', tune: whole };
  for (const pattern of WITH_WRITERS) {
    const match = pattern.exec(line);
    if (!match || !tuneKey(match[1]!) || writersOf(match[2]!).length === 0) continue;
    const known = byKey.get(tuneKey(match[1]!));
    return known
      ? { kind: 'tune', tune: known }
      : { kind: 'new', title: match[1]!.trim(), composers: writersOf(match[2]!) };
  }
  return { kind: 'new', title: line, composers: [] };
}

/**
 * A setlist pasted as text, one tune a line: each line matched to the repertoire ignoring case,
 * punctuation and a leading "The"; a numbering ("1.", "2)") and a trailing duration ("5:32")
 * are dropped; "Set 2", "Second set" or "Encore" starts a set, and so does a line of only marks
 * ("---", "***", "===") or an empty line between tunes (a break with no name); "Title
 * (Composer)" and "Title - Composer" name a new tune's writers; any other line is a new tune.
 */
export function parsePastedSetlist(text: string, tunes: readonly Pick<Tune, '_id' | 'title'>[]): PastedLine[] {
  const byKey = new Map<string, Pick<Tune, '_id' | 'title'>>();
  for (const tune of tunes) if (!byKey.has(tuneKey(tune.title))) byKey.set(tuneKey(tune.title), tune);
  const lines: PastedLine[] = [];
  const last = () => lines.at(-1);
  for (const raw of text.split(/\r?\n/)) {
    const line = raw
      .trim()
      .replace(/^(?:\d{1,2}[.)]|[-*•–](?=\s|\w))\s*/, '')
      .replace(/\s*[([]?\d{1,2}:\d{2}[)\]]?$/, '')
      .trim();
    // a separator ("---", "***"), a lone mark or an empty line: a break, once, between tunes
    if (!tuneKey(line)) {
      if (lines.length > 0 && last()!.kind !== 'set') lines.push({ kind: 'set', title: '' });
      continue;
    }
    if (SET_LINE.test(line)) {
      // "Set 2" right after a break names that break's set
      if (last()?.kind === 'set' && (last() as { title: string }).title === '') lines.pop();
      lines.push({ kind: 'set', title: line.replace(/:$/, '') });
      continue;
    }
    lines.push(tuneLine(line, byKey));
  }
  // a break after the last tune starts nothing
  while (last()?.kind === 'set' && (last() as { title: string }).title === '') lines.pop();
  return lines;
}

/** The tunes of the repertoire that match what is typed, best first (start of title, then anywhere). */
export function matchTunes<T extends Pick<Tune, 'title'>>(typed: string, tunes: readonly T[], limit = 8): T[] {
  const key = tuneKey(typed);
  if (!key) return [];
  const starts = tunes.filter((tune) => tuneKey(tune.title).startsWith(key));
  const inside = tunes.filter((tune) => !starts.includes(tune) && tuneKey(tune.title).includes(key));
  return [...starts, ...inside].slice(0, limit);
}
