import type { Event, Lesson } from '@jazz/contracts';
import { dayLabel, timeIn } from '@jazz/contracts/lessons';
import { addDays, dayOf } from '@jazz/contracts/time';
import { showName } from '@jazz/contracts/shows';
import { formatInZone } from '../../timezone';

type Entry = { at: string; key: string; text: string; kind: 'lesson' | 'show'; status?: string };

/** A week of lessons and shows together, one column per SITE_TIMEZONE day. */
export function WeekCalendar({
  weekStart,
  lessons,
  shows,
  zone,
}: {
  weekStart: string;
  lessons: Lesson[];
  shows: Event[];
  zone: string;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const entries: Entry[] = [
    ...lessons
      .filter((l) => l.status === 'pending' || l.status === 'confirmed')
      .map((l) => ({
        at: l.start,
        key: `l-${l._id}`,
        kind: 'lesson' as const,
        status: l.status,
        text: `${timeIn(l.start, zone)} Lesson: ${l.student.firstName} ${l.student.lastName} (${l.length} min${l.status === 'pending' ? ', pending' : ''})`,
      })),
    ...shows
      .filter((s) => s.status !== 'cancelled')
      .map((s) => ({
        at: s.startDate,
        key: `s-${s._id}`,
        kind: 'show' as const,
        text: `${timeIn(s.startDate, zone)} Show: ${showName(s)}`,
      })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="admin-week" aria-label={`Lessons and shows, week of ${dayLabel(weekStart)}`}>
      {days.map((day) => {
        const list = entries.filter((e) => dayOf(e.at, zone) === day);
        return (
          <li key={day}>
            <h3>{dayLabel(day)}</h3>
            {list.length === 0 ? (
              <p className="admin-week-empty">Free</p>
            ) : (
              <ul>
                {list.map((e) => (
                  <li key={e.key} className={`admin-week-${e.kind}`} title={formatInZone(e.at, zone)}>
                    {e.text}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
