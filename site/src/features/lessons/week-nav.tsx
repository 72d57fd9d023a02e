import { addDays, dayLabel, mondayOf, type Day } from '../../lib/lesson-time';

interface WeekNavProps {
  weekStart: Day;
  today: Day;
  /** The last day a lesson may start on (today + the horizon). */
  lastDay: Day;
  horizonWeeks: number;
  onMove: (weekStart: Day) => void;
}

/** Previous / Next week, never to a week that is over or past the horizon (and saying why). */
export function WeekNav({ weekStart, today, lastDay, horizonWeeks, onMove }: WeekNavProps) {
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
