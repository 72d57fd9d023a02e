export { addDays, dayIn, dayLabel, mondayOf, timeIn, type Day } from '@jazz/shared/lessons';

/** "Tue, Mar 10, 4:30 PM EDT" in the zone. */
export function whenIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** The visitor's own zone, when the browser tells it. */
export function visitorZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
