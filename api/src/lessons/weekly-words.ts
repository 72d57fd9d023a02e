/** "Tuesday, March 17" in the zone: a week of a weekly booking, in words. */
export const weekWords = (start: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(start);

const list = (days: string[]) =>
  days.length <= 2 ? days.join(' and ') : `${days.slice(0, -1).join('; ')} and ${days.at(-1)}`;

/**
 * The refusal of a weekly booking some of whose weeks are taken: which weeks, in words, and
 * which would work, so the student can book those (or fewer weeks) at once.
 */
export function takenWeeks(starts: number[], free: boolean[], timeZone: string): string {
  const taken = starts.filter((_, i) => !free[i]).map((s) => weekWords(s, timeZone));
  const open = starts.filter((_, i) => free[i]).map((s) => weekWords(s, timeZone));
  const lead = free.findIndex((f) => !f);
  return [
    `Not free: ${list(taken)}.`,
    open.length ? `These weeks would work: ${list(open)}.` : 'None of these weeks is free.',
    lead > 1 ? `Booking ${lead} weeks would work.` : '',
    'Nothing was booked.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The refusal of a weekly booking that would end past the horizon, with the weeks that would fit. */
export function pastHorizon(starts: number[], horizon: number, horizonWeeks: number, timeZone: string): string {
  const fit = starts.filter((s) => s <= horizon);
  const last = starts.at(-1)!;
  return [
    `Lessons can be booked up to ${horizonWeeks} ${horizonWeeks === 1 ? 'week' : 'weeks'} ahead: the last week, ${weekWords(last, timeZone)}, is past that.`,
    fit.length > 1
      ? `${fit.length} weeks would work (to ${weekWords(fit.at(-1)!, timeZone)}).`
      : 'Book just this once, or choose an earlier time.',
  ].join(' ');
}
