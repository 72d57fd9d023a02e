import { dayLabel, ownTimeText, timeIn } from '../../lib/lesson-time';
import { addDays, dayOf, type Day } from '@jazz/contracts/time';
import type { LessonBooking } from './use-lesson-booking';

/**
 * A week of open slots, one column per day (one below the other on a phone); each time is also
 * given in the visitor's zone (`ownZone`) when it reads differently there.
 */
export function WeekSlots({ booking, ownZone }: { booking: LessonBooking; ownZone: string | undefined }) {
  const { weekStart, slots, timeZone, selected } = booking;
  if (slots === null || !weekStart) return <p>Loading...</p>;
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const byDay = new Map<Day, string[]>(days.map((day) => [day, []]));
  for (const slot of slots) byDay.get(dayOf(slot, timeZone))?.push(slot);
  return (
    <ol className="lesson-week" aria-label={`Open times, week of ${dayLabel(weekStart)}`} data-zone={timeZone}>
      {days.map((day) => {
        const open = byDay.get(day) ?? [];
        return (
          <li key={day} className="lesson-day">
            <h3>{dayLabel(day)}</h3>
            {open.length === 0 ? (
              <p className="lesson-none">No open times</p>
            ) : (
              <ul className="lesson-slots">
                {open.map((slot) => {
                  const own = ownTimeText(slot, timeZone, ownZone);
                  return (
                    <li key={slot}>
                      <button
                        type="button"
                        className="lesson-slot"
                        aria-pressed={selected === slot}
                        data-slot={slot}
                        onClick={() => booking.choose(slot)}
                      >
                        {timeIn(slot, timeZone)}
                        {own ? <small className="lesson-own">{own}</small> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
