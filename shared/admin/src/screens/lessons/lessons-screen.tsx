import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@jazz/client/api-client';
import type { Lesson } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone } from '../../timezone';
import { ListError } from '../list-error';
import { DataError, Loading } from '../../data-error';
import { useData } from '../../use-data';
import { ListHeader } from '../screen-header';
import { LessonCollisions } from './lesson-collisions';
import { MoveLesson } from './move-lesson';
import { addDays, dayOf, mondayOf } from '@jazz/contracts/time';
import { WeekCalendar } from './week-calendar';
import './lessons.css';

const live = (lesson: Lesson) => lesson.status === 'pending' || lesson.status === 'confirmed';

/** Lessons by student: name and address, then each lesson. */
function byStudent(lessons: Lesson[]): { userId: string; name: string; email: string; lessons: Lesson[] }[] {
  const map = new Map<string, { userId: string; name: string; email: string; lessons: Lesson[] }>();
  for (const lesson of lessons) {
    const entry = map.get(lesson.userId) ?? {
      userId: lesson.userId,
      name: `${lesson.student.firstName} ${lesson.student.lastName}`,
      email: lesson.student.email,
      lessons: [],
    };
    entry.lessons.push(lesson);
    map.set(lesson.userId, entry);
  }
  return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The owner's lessons: collisions with shows, requests waiting for approval, a week calendar
 * of lessons and shows together, and every student's lessons. Settings are a screen of their own.
 */
export function LessonsScreen() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const [error, setError] = useState<string | null>(null);
  const [weekStart, setWeekStart] = useState(() => mondayOf(dayOf(Date.now(), timezone)));
  // moved on by each approval, decline or move, so both reads run again
  const [version, setVersion] = useState(0);
  // what is shown stays while the next week or version is read
  const lessonsRead = useData('the lessons', [version], (client) => client.lessons.list(), { keep: true });
  // the shows of the week shown, not the whole archive (the server pages by day range)
  const showsRead = useData(
    'the shows of the week',
    [weekStart, version],
    async (client) => (await client.events.page({ from: weekStart, to: addDays(weekStart, 6), limit: 500 })).items,
    { keep: true },
  );
  const lessons = lessonsRead.data ?? null;
  const shows = showsRead.data ?? [];

  async function act(run: () => Promise<unknown>) {
    try {
      await run();
      setVersion((v) => v + 1);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Something went wrong. Please try again.');
    }
  }

  const pending = (lessons ?? []).filter((l) => l.status === 'pending');
  return (
    <section className="admin-screen admin-lessons">
      <ListHeader title="Lessons" back={path()} add={<Link to={path('lesson-settings')}>Lesson settings</Link>} />
      <DataError reads={[lessonsRead, showsRead]} />
      <ListError error={error} />
      <LessonCollisions key={version} onChange={() => setVersion((v) => v + 1)} />
      {lessons === null ? (
        lessonsRead.loading ? (
          <Loading />
        ) : null
      ) : (
        <>
          <h2>Waiting for approval</h2>
          {pending.length === 0 ? (
            <p>No requests wait.</p>
          ) : (
            <ul className="admin-lesson-list">
              {pending.map((lesson) => (
                <li key={lesson._id} data-lesson={lesson._id}>
                  {`${lesson.student.firstName} ${lesson.student.lastName}, ${formatInZone(lesson.start, timezone)}, ${lesson.length} minutes, ${lesson.format}`}
                  {lesson.message ? <q>{lesson.message}</q> : null}
                  <button type="button" onClick={() => void act(() => api.lessons.setStatus(lesson._id, 'confirmed'))}>
                    Approve
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => void act(() => api.lessons.setStatus(lesson._id, 'declined'))}
                  >
                    Decline
                  </button>
                </li>
              ))}
            </ul>
          )}

          <h2>Week</h2>
          <div className="admin-actions">
            <button type="button" className="secondary" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              Previous week
            </button>
            <button type="button" className="secondary" onClick={() => setWeekStart(addDays(weekStart, 7))}>
              Next week
            </button>
          </div>
          <WeekCalendar weekStart={weekStart} lessons={lessons} shows={shows} zone={timezone} />

          <h2>Students</h2>
          {lessons.length === 0 ? <p>No lessons booked yet.</p> : null}
          {byStudent(lessons).map((student) => (
            <details key={student.userId} className="admin-student">
              <summary>{`${student.name} (${student.email}): ${student.lessons.filter(live).length} booked`}</summary>
              <ul className="admin-lesson-list">
                {student.lessons.map((lesson) => (
                  <li key={lesson._id}>
                    {`${formatInZone(lesson.start, timezone)}, ${lesson.length} minutes, ${lesson.status}`}
                    {live(lesson) ? (
                      <MoveLesson
                        lesson={lesson}
                        zone={timezone}
                        onMove={(start) => act(() => api.lessons.move(lesson._id, start))}
                      />
                    ) : null}
                    {live(lesson) ? (
                      <button
                        type="button"
                        className="secondary"
                        onClick={() =>
                          window.confirm('Cancel this lesson and mail the student?') &&
                          void act(() => api.lessons.cancel(lesson._id))
                        }
                      >
                        Cancel and notify
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
