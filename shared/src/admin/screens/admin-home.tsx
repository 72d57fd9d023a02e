import { Link } from 'react-router-dom';
import { UserDetails } from '../../account/user-details';
import { useAdminHost } from '../host';
import { useAdminPath } from '../paths';

export function AdminHome() {
  const { user } = useAdminHost();
  const path = useAdminPath();
  return (
    <section className="admin-screen">
      <h1>Admin Panel</h1>
      {user ? <UserDetails user={user} className="admin-details" /> : null}
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
        </ul>
      </nav>
    </section>
  );
}
