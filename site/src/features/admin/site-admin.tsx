import { useMemo } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router-dom';
// the admin's parts by their own paths: its index also names the fields the screens load with
// their own code (the date picker, the image drop), which would come with the first screen
import type { AdminHost } from '@jazz/admin/host';
import { AdminProvider } from '@jazz/admin/provider';
import { AdminRoutes } from '@jazz/admin/routes';
import { ADMIN_BASE_PATH } from '@jazz/contracts/names';
import { api } from '../../lib/api';
import type { RootData } from '../../lib/root-data';
import { useSessionReady } from '../../lib/use-session-ready';
import { markRootDataStale } from '../../lib/root-stale';

/**
 * The site's host of the shared admin: the site's API client (online only, no drafts), the
 * signed-in user of the auth store, and SITE_TIMEZONE and SITE_CURRENCY from the page settings.
 */
export function SiteAdmin() {
  const { user, loading, updateUser, signIn } = useSessionReady(({ user, loading, updateUser, signIn }) => ({
    user,
    loading,
    updateUser,
    signIn,
  }));
  // the root data: this request's settings on the server, this page's in the browser
  const { timeZone: timezone, siteName, currency } = useRouteLoaderData<RootData>('root')!.settings;
  const { revalidate } = useRevalidator();
  const host = useMemo<AdminHost>(
    () => ({
      api,
      basePath: ADMIN_BASE_PATH,
      loginPath: '/login',
      formatTitle: (screen) => `${screen} | ${siteName || 'Admin'}`,
      user: user
        ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, roles: user.roles }
        : null,
      onUserUpdated: (updated) => updateUser(updated),
      // the session ended mid-edit: the admin logs in again over the form, which stays as it is
      onSignedIn: (token) => signIn(token),
      timezone,
      currency,
      // a group added, renamed or deleted changes the BANDS menu the root loader feeds; so may a
      // page (the site's name and social links, the external bands)
      onDataChanged: (kind) => {
        if (kind !== 'group' && kind !== 'page') return;
        markRootDataStale();
        void revalidate();
      },
    }),
    [user, updateUser, signIn, timezone, currency, siteName, revalidate],
  );
  // the guard must not judge before the stored session has been read. In the admin's frame (its
  // CSS comes with the page, the chunk's stylesheet): the page does not shift when it fills
  if (loading)
    return (
      <div className="admin-panel">
        <p>Loading...</p>
      </div>
    );
  return (
    <AdminProvider host={host}>
      <AdminRoutes />
    </AdminProvider>
  );
}
