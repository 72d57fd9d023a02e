import type { RouteObject } from 'react-router-dom';

// Filled by the accounts issue: /register, /login, /forgotpassword, /resetpassword/:id/:token, /dashboard.
export const accountRoutes: RouteObject[] = [];
