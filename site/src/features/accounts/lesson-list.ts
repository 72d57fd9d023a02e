import type { Lesson } from '@jazz/contracts';

/**
 * "My lessons" on the dashboard, the words and the sorting shared by the React list
 * (my-lessons.tsx) and the page's plain script (islands/dashboard.ts), which writes the list at
 * load before the island is live. No React and no API client here.
 */
export const STATUS_TEXT: Record<Lesson['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  'late-cancelled': 'Cancelled late',
};

/** Pending or confirmed: a lesson that still takes place, and can be cancelled while upcoming. */
export const isLive = (lesson: Lesson) => lesson.status === 'pending' || lesson.status === 'confirmed';

/**
 * Upcoming (live ones not yet over; a cancelled or declined lesson is no longer upcoming) and
 * past (the latest first).
 */
export function sortLessons(lessons: Lesson[], now: number) {
  return {
    upcoming: lessons.filter((l) => Date.parse(l.end) > now && isLive(l)),
    past: lessons.filter((l) => Date.parse(l.end) <= now).reverse(),
  };
}

/** "60 minutes, Brooklyn": what follows the lesson's time in its line. */
export const lessonDetails = (lesson: Lesson) => `, ${lesson.length} minutes${lesson.where ? `, ${lesson.where}` : ''}`;

/** "Reschedule": /lessons with the lesson's length and place, the time chosen there being its new one. */
export const rescheduleHref = (lesson: Lesson) =>
  `/lessons?move=${encodeURIComponent(lesson._id)}&length=${lesson.length}&format=${lesson.format}`;
