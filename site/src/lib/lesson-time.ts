import { dayLabel, timeIn } from '@jazz/contracts/lessons';
import { dayOf } from '@jazz/contracts/time';

export { dayLabel, timeIn } from '@jazz/contracts/lessons';

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

/**
 * A lesson time in the visitor's own zone, "4:00 PM GMT+1 your time" (with the day first when
 * it falls on another), or '' when it reads the same as in the site's zone. Shared by the
 * week's React code (features/lessons/week-slots.tsx) and the page's plain script
 * (islands/lesson-times.ts), which writes it before the island is live.
 */
export function ownTimeText(slot: string, timeZone: string, ownZone: string | undefined): string {
  if (!ownZone) return '';
  const own = timeIn(slot, ownZone, true);
  if (own === timeIn(slot, timeZone, true)) return '';
  const ownDay = dayOf(slot, ownZone);
  return `${ownDay === dayOf(slot, timeZone) ? '' : `${dayLabel(ownDay)}, `}${own} your time`;
}

/** The visitor's own zone, when the browser tells it. */
export function visitorZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
