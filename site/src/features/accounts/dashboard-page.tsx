import { Navigate } from 'react-router-dom';
import { useSessionReady } from './use-session-ready';
import './accounts.css';

export function DashboardPage() {
  const { isAuthenticated, loading, user } = useSessionReady();
  if (loading) return null;
  if (!isAuthenticated || !user) return <Navigate to="/" replace />;
  return (
    <section className="account-page">
      <h1>Dashboard</h1>
      <dl className="account-details">
        <dt>First Name</dt>
        <dd>{user.firstName}</dd>
        <dt>Last Name</dt>
        <dd>{user.lastName}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Roles</dt>
        <dd>{user.roles.join(', ')}</dd>
        <dt>ID</dt>
        <dd>{user.id}</dd>
      </dl>
    </section>
  );
}
