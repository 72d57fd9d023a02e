import { createApiClient } from '@jazz/client/api-client';
import type { AdminHost } from '@jazz/admin/host';

/**
 * An admin host for component tests: a real API client aimed at a port where nothing listens
 * (the server is down), and Sam signed in as an admin.
 */
export const offlineHost = (extra: Partial<AdminHost> = {}): AdminHost => ({
  api: createApiClient({ baseURL: 'http://127.0.0.1:9' }),
  basePath: '/admin-panel',
  user: { id: 'u1', firstName: 'Sam', lastName: 'Whitesell', email: 'sam@example.com', roles: ['user', 'admin'] },
  onUserUpdated: () => {},
  timezone: 'America/New_York',
  ...extra,
});
