import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminHost } from '../admin/host';
import { AdminProvider } from '../admin/provider';
import { AdminRoutes } from '../admin/routes';
import { offlineHost } from './admin-host';

/** The whole admin, mounted as a host mounts it, opened at `path` (e.g. /admin-panel/view-users). */
export function renderAdmin(path: string, host: AdminHost = offlineHost()) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider host={host}>
        <Routes>
          <Route path="/admin-panel/*" element={<AdminRoutes />} />
        </Routes>
      </AdminProvider>
    </MemoryRouter>,
  );
}
