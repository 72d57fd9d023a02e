import type { CalendarSyncRepository } from './repository';

/** An entry longer than this (a month's holiday) is read as this long where it blocks lessons. */
const LONGEST_MS = 62 * 24 * 3600_000;

/**
 * The time his own calendar blocks for lessons in [from, to) (ms): each busy entry widened by
 * the account's bufferMinutes on both sides, not rounded (PRODUCT.md: the gig rule's hours are
 * for shows); transparent entries block nothing, all-day ones only with allDayBlocks.
 */
export function busyBlocks(repo: CalendarSyncRepository) {
  return (from: number, to: number): { start: number; end: number }[] => {
    const account = repo.account();
    if (!account || account.busyCalendars.length === 0) return [];
    const buffer = account.bufferMinutes * 60_000;
    return repo
      .busyBetween(from - buffer, to + buffer, LONGEST_MS)
      .filter((busy) => !busy.transparent && (!busy.allDay || account.allDayBlocks))
      .map((busy) => ({ start: busy.start - buffer, end: busy.end + buffer }));
  };
}
