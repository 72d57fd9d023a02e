import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@jazz/client/api-client/errors';
import type { Event, Lesson } from '@jazz/contracts';
import { showName } from '@jazz/contracts/shows';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone } from '../../timezone';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';

type Collision = { lesson: Lesson; show: Event };

/**
 * The warning that a show collides with booked lessons (the gig rule now blocks their time),
 * each with "Cancel and notify". On the Lessons screen, and above the events list, where the
 * owner lands after adding or editing a show (`link`: with a way to the Lessons screen).
 */
export function LessonCollisions({ onChange, link = false }: { onChange?: () => void; link?: boolean }) {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the lessons that collide with shows', [], (client) => client.lessons.collisions());
  const collisions: Collision[] = read.data ?? [];
  const [error, setError] = useState('');

  async function cancel(lesson: Lesson) {
    setError('');
    try {
      await api.lessons.cancel(lesson._id);
      read.retry();
      onChange?.();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The lesson could not be cancelled.');
    }
  }

  if (read.error) return <DataError reads={[read]} />;
  if (collisions.length === 0) return null;
  return (
    <div className="admin-lesson-collisions" role="alert">
      <p>
        <strong>
          {collisions.length === 1 ? 'A booked lesson collides' : `${collisions.length} booked lessons collide`} with a
          show.
        </strong>
        {link ? (
          <>
            {' '}
            <Link to={path('lessons')}>Review in Lessons</Link>
          </>
        ) : null}
      </p>
      <ul>
        {collisions.map(({ lesson, show }) => (
          <li key={`${lesson._id}-${show._id}`}>
            {`${lesson.student.firstName} ${lesson.student.lastName}, ${formatInZone(lesson.start, timezone)} — ${showName(show)}, ${formatInZone(show.startDate, timezone)} `}
            <button type="button" onClick={() => void cancel(lesson)}>
              Cancel and notify
            </button>
          </li>
        ))}
      </ul>
      {error ? <p>{error}</p> : null}
    </div>
  );
}
