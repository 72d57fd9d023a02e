import { dayLabel } from '../../lib/lesson-time';
import { addDays, mondayOf } from '@jazz/contracts/time';
import type { LessonBooking } from './use-lesson-booking';

/**
 * Previous / Next week, never to a week that is over or past the horizon (and saying why): the
 * last day a lesson may start on is today + the horizon (`lastDay`).
 */
export function WeekNav({ booking }: { booking: LessonBooking }) {
  const { weekStart, today, lastDay, setWeekStart: onMove } = booking;
  const { horizonWeeks } = booking.settings;
  const canGoBack = weekStart > mondayOf(today);
  const canGoOn = addDays(weekStart, 7) <= lastDay;
  return (
    <>
      <div className="lesson-week-nav">
        <button
          type="button"
          className="secondary"
          disabled={!canGoBack}
          onClick={() => onMove(addDays(weekStart, -7))}
        >
          Previous week
        </button>
        <span>Week of {dayLabel(weekStart)}</span>
        <button type="button" className="secondary" disabled={!canGoOn} onClick={() => onMove(addDays(weekStart, 7))}>
          Next week
        </button>
      </div>
      {canGoOn ? null : (
        <p className="lesson-horizon">{`Lessons can be booked up to ${horizonWeeks} ${horizonWeeks === 1 ? 'week' : 'weeks'} ahead.`}</p>
      )}
    </>
  );
}
