import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminHost } from '@jazz/admin/host';
import { AdminProvider } from '@jazz/admin/provider';
import { AdminRoutes, loadAdminScreens } from '@jazz/admin/routes';
import { offlineHost } from './admin-host';

// the screens load when opened in the app (routes.tsx); a test finds each one at once, as a
// person finds a screen whose code has arrived. Not Stats: its chart library needs a real browser
// (matchMedia), and its screen is tested in Chromium (site/e2e/stats.test.ts).
await loadAdminScreens(['stats']);

/** The address the router is at (path and query), for a test to read by its test id `address`. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/**
 * The whole admin, mounted as a host mounts it, opened at `path` (e.g. /admin-panel/view-users).
 * With `address`, the router's address is shown beside it (an `output`, so only when asked).
 */
export function renderAdmin(path: string, host: AdminHost = offlineHost(), { address = false } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider host={host}>
        <Routes>
          <Route path="/admin-panel/*" element={<AdminRoutes />} />
        </Routes>
        {address ? <Address /> : null}
      </AdminProvider>
    </MemoryRouter>,
  );
}
