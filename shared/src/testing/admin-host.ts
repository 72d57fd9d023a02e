import type { AdminHost } from '../admin/host';
import { createApiClient } from '../api-client';

/**
 * A host for the admin's component tests: a real API client aimed at a port where nothing
 * listens (the server is down, or the desktop has no connection) and Sam signed in as an
 * admin. `fields` replace any of it.
 */
export function hostWithServerDown(fields: Partial<AdminHost> = {}): AdminHost {
  return {
    api: createApiClient({ baseURL: 'http://127.0.0.1:9' }),
    basePath: '/admin-panel',
    user: { id: 'u1', firstName: 'Sam', lastName: 'Whitesell', email: 'sam@example.com', roles: ['user', 'admin'] },
    onUserUpdated: () => {},
    timezone: 'America/New_York',
    ...fields,
  };
}
