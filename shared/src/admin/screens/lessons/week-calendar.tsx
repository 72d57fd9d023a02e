import type { Event, Lesson } from '../../../contracts';
import { showName, wallClock } from '../../../shows';
import { formatInZone } from '../../timezone';

const pad = (n: number) => String(n).padStart(2, '0');

/** The SITE_TIMEZONE day of an instant, YYYY-MM-DD. */
export function dayOf(iso: string | number, zone: string): string {
  const w = wallClock(new Date(iso), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Monday of the day's week. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return addDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
}

const dayTitle = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
};

const timeText = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

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
        text: `${timeText(l.start, zone)} Lesson: ${l.student.firstName} ${l.student.lastName} (${l.length} min${l.status === 'pending' ? ', pending' : ''})`,
      })),
    ...shows
      .filter((s) => s.status !== 'cancelled')
      .map((s) => ({
        at: s.startDate,
        key: `s-${s._id}`,
        kind: 'show' as const,
        text: `${timeText(s.startDate, zone)} Show: ${showName(s)}`,
      })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="admin-week" aria-label={`Lessons and shows, week of ${dayTitle(weekStart)}`}>
      {days.map((day) => {
        const list = entries.filter((e) => dayOf(e.at, zone) === day);
        return (
          <li key={day}>
            <h3>{dayTitle(day)}</h3>
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
