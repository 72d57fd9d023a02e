import { Navigate } from 'react-router-dom';
import { UserDetails } from '@jazz/shared/account';
import { ShowAnnouncements } from './show-announcements';
import { MyLessons } from './my-lessons';
import { useSessionReady } from '../../lib/use-session-ready';
import './accounts.css';

export function DashboardPage() {
  const { isAuthenticated, loading, user } = useSessionReady();
  if (loading) return null;
  if (!isAuthenticated || !user) return <Navigate to="/" replace />;
  return (
    <section className="account-page">
      <h1>Dashboard</h1>
      <UserDetails user={user} className="account-details" />
      <ShowAnnouncements />
      <MyLessons />
    </section>
  );
}
