import { routePath } from '@jazz/contracts/paths';
import type { RouteObject } from 'react-router-dom';
import { fixedMeta } from './meta';

/** /admin-panel/* mounts the shared admin, lazy-loaded: no byte of it in the public pages' bundles. */
export const adminRoutes: RouteObject[] = [
  {
    path: routePath('adminPanel'),
    lazy: async () => ({ Component: (await import('../features/admin/site-admin')).SiteAdmin }),
    // chunk: the server preloads the admin's first screen with the app (no wait for the app to ask)
    handle: {
      ...fixedMeta('Admin Panel', 'Manage users, groups and events.'),
      chunk: 'src/features/admin/site-admin.tsx',
    },
  },
];
