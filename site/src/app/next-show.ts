import type { Event } from '@jazz/shared/contracts';
import { showEntry, splitShows, type ShowEntry } from '@jazz/shared/shows';

/** The first upcoming show as the lines of an entry; the home loader imports this lazily. */
export function nextShow(events: Event[], now: number, timeZone: string): ShowEntry | null {
  const next = splitShows(events, now, timeZone).upcoming[0];
  return next ? showEntry(next, timeZone) : null;
}
