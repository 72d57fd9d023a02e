import { Link } from 'react-router-dom';
import { UserDetails } from '@jazz/client/account/user-details';
import { useAdminHost } from '../host';
import { useAdminPath } from '../paths';
import { formatInZone } from '../timezone';
import { DataError } from '../data-error';
import { useData } from '../use-data';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Needs you": new booking requests, lesson requests, failed mails, each leading to its screen. */
function NeedsYou() {
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the “Needs you” summary', [], (api) => api.admin.overview());
  const overview = read.data;
  if (!overview) return <DataError reads={[read]} />;
  const { newBookings, lessonRequests, failedMails } = overview;
  const nothing = newBookings === 0 && lessonRequests === 0 && failedMails.length === 0;
  return (
    <section className="admin-overview" aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title">Needs you</h2>
      {nothing ? (
        <p>Nothing right now: no new booking request, no lesson to approve, every mail sent.</p>
      ) : (
        <ul>
          {newBookings > 0 ? (
            <li>
              <Link to={path('bookings')}>{count(newBookings, 'new booking request', 'new booking requests')}</Link>
            </li>
          ) : null}
          {lessonRequests > 0 ? (
            <li>
              <Link to={path('lessons')}>
                {count(lessonRequests, 'lesson request to approve', 'lesson requests to approve')}
              </Link>
            </li>
          ) : null}
          {failedMails.length > 0 ? (
            <li>
              {count(failedMails.length, 'mail', 'mails')} could not be sent in the last 7 days (check the mail
              settings, then write to them yourself):
              <ul>
                {failedMails.map((mail, i) => (
                  <li key={i}>
                    {mail.subject} to {mail.to}, {formatInZone(mail.createdAt, timezone)}
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

export function AdminHome() {
  const { user } = useAdminHost();
  const path = useAdminPath();
  return (
    <section className="admin-screen">
      <h1>Admin Panel</h1>
      {user ? <UserDetails user={user} className="admin-details" /> : null}
      <NeedsYou />
      <nav aria-label="Admin">
        <ul className="admin-links">
          <li>
            <Link to={path('view-users')}>View Users</Link>
          </li>
          <li>
            <Link to={path('view-groups')}>View Groups</Link>
          </li>
          <li>
            <Link to={path('view-events')}>View Events</Link>
          </li>
          <li>
            <Link to={path('view-venues')}>Venues</Link>
          </li>
          <li>
            <Link to={path('messages')}>Messages</Link>
          </li>
          <li>
            <Link to={path('followers')}>Followers</Link>
          </li>
          <li>
            <Link to={path('lessons')}>Lessons</Link>
          </li>
          <li>
            <Link to={path('calendar')}>Calendar</Link>
          </li>
          <li>
            <Link to={path('edit-pages')}>Edit Pages</Link>
          </li>
          <li>
            <Link to={path('view-photos')}>View Photos</Link>
          </li>
          <li>
            <Link to={path('stats')}>Stats</Link>
          </li>
          <li>
            <Link to={path('press-kits')}>Press kit</Link>
          </li>
          <li>
            <Link to={path('bookings')}>Bookings</Link>
          </li>
          <li>
            <Link to={path('repertoire')}>Repertoire</Link>
          </li>
          <li>
            <Link to={path('reports')}>Reports</Link>
          </li>
          <li>
            <Link to={path('money')}>Money</Link>
          </li>
          <li>
            <Link to={path('people')}>People</Link>
          </li>
          <li>
            <Link to={path('calls')}>Calls</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
