import type { RouteObject } from 'react-router-dom';

// Filled by the admin issue: /admin-panel/* mounting the shared admin (lazy-loaded).
export const adminRoutes: RouteObject[] = [];
