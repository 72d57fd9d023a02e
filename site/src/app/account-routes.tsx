import { routePath } from '@jazz/contracts/paths';
import type { RouteObject } from 'react-router-dom';
import { fixedMeta } from './meta';

/**
 * The account pages, each in its own chunk: none of this code is in a public page's bundle.
 * All are pages of islands (docs/islands.md): the React app serves only /admin-panel.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: routePath('register'),
    lazy: async () => ({ Component: (await import('../features/accounts/register-page')).RegisterPage }),
    handle: { ...fixedMeta('Register', (site) => `Create an account on the site of ${site.name}.`), islands: true },
  },
  {
    path: routePath('login'),
    lazy: async () => ({ Component: (await import('../features/accounts/login-page')).LoginPage }),
    handle: { ...fixedMeta('Log In', 'Log in to your account.'), islands: true },
  },
  {
    path: routePath('forgotPassword'),
    lazy: async () => ({ Component: (await import('../features/accounts/forgot-password-page')).ForgotPasswordPage }),
    handle: { ...fixedMeta('Forgot Password', 'Get a link to reset your password.'), islands: true },
  },
  {
    path: routePath('resetPassword'),
    lazy: async () => ({ Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage }),
    handle: { ...fixedMeta('Reset Password', 'Choose a new password.'), islands: true },
  },
  {
    path: routePath('dashboard'),
    lazy: async () => ({ Component: (await import('../features/accounts/dashboard-page')).DashboardPage }),
    handle: { ...fixedMeta('Dashboard', 'Your account details.'), islands: true },
  },
];
