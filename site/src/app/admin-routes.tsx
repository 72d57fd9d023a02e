import { routePath } from '@jazz/contracts/paths';
import type { RouteObject } from 'react-router-dom';
import { fixedMeta } from './meta';

/**
 * /admin-panel/*: the server renders it with the admin's own shell (app/admin-shell.tsx, a plain
 * router) and the browser runs the admin's entry (src/admin-client.tsx), not a data router
 * (docs/performance.md, "The web admin on a phone"). The route is here for the root loader's
 * data (the nav, the footer, the settings), the head and the known paths.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: routePath('adminPanel'),
    // admin: entry-server renders the admin's shell; chunk: it preloads the admin's entry
    handle: {
      ...fixedMeta('Admin Panel', 'Manage users, groups and events.'),
      admin: true,
      chunk: 'src/admin-client.tsx',
    },
  },
];
