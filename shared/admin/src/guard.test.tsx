import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineHost } from '@jazz/testing/admin-host';
import { AdminGuard } from './guard';
import type { AdminSessionUser } from './host';
import { AdminProvider } from './provider';

afterEach(cleanup);

/** Says which login page it is (the guard must pick the host's), and where the visitor came from. */
function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return (
    <p>
      {location.pathname} page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}
    </p>
  );
}

function renderAt(user: AdminSessionUser | null, loginPath?: string) {
  const host = offlineHost({ user, loginPath });
  render(
    <MemoryRouter initialEntries={['/admin-panel/view-events?page=2']}>
      <AdminProvider host={host}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/signin" element={<LoginProbe />} />
          <Route
            path="/admin-panel/*"
            element={
              <AdminGuard>
                <p>admin screen</p>
              </AdminGuard>
            }
          />
        </Routes>
      </AdminProvider>
    </MemoryRouter>,
  );
}

const person = (roles: AdminSessionUser['roles']): AdminSessionUser => ({
  id: 'u1',
  firstName: 'Sam',
  lastName: 'Whitesell',
  email: 'sam@example.com',
  roles,
});

describe('AdminGuard', () => {
  it('sends a visitor without a session to /login carrying the original location', () => {
    renderAt(null);
    expect(screen.getByText('/login page, from /admin-panel/view-events?page=2')).toBeTruthy();
    expect(screen.queryByText('admin screen')).toBeNull();
  });

  it('sends a signed-in user without the admin role to /login too', () => {
    renderAt(person(['user']));
    expect(screen.getByText('/login page, from /admin-panel/view-events?page=2')).toBeTruthy();
  });

  it('uses the host login path when it has one', () => {
    renderAt(null, '/signin');
    expect(screen.getByText('/signin page, from /admin-panel/view-events?page=2')).toBeTruthy();
    expect(screen.queryByText(/^\/login page/)).toBeNull();
  });

  it('lets an admin through', () => {
    renderAt(person(['user', 'admin']));
    expect(screen.getByText('admin screen')).toBeTruthy();
  });
});
