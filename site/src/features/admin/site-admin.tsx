import { useMemo } from 'react';
// the admin's parts by their own paths: its index also names the fields the screens load with
// their own code (the date picker, the image drop), which would come with the first screen
import type { AdminHost } from '@jazz/admin/host';
import { AdminProvider } from '@jazz/admin/provider';
import { AdminRoutes } from '@jazz/admin/routes';
import { ADMIN_BASE_PATH } from '@jazz/contracts/names';
import type { SiteSettings } from '@jazz/contracts/site';
import { api } from '../../lib/api';
import { useSessionReady } from '../../lib/use-session-ready';

/**
 * The site's host of the shared admin: the site's API client (online only, no drafts), the
 * signed-in user of the auth store, and SITE_TIMEZONE and SITE_CURRENCY from the page settings
 * (the root data, which the admin's shell holds: this request's on the server, this page's in
 * the browser). `onRootChanged`: what the root data shows (the BANDS menu, the site's name and
 * links) may have changed.
 */
export function SiteAdmin({ settings, onRootChanged }: { settings: SiteSettings; onRootChanged: () => void }) {
  const { user, loading, updateUser, signIn } = useSessionReady(({ user, loading, updateUser, signIn }) => ({
    user,
    loading,
    updateUser,
    signIn,
  }));
  const { timeZone: timezone, siteName, currency } = settings;
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
      // a group added, renamed or deleted changes the BANDS menu; so may a page (the site's name
      // and social links, the external bands)
      onDataChanged: (kind) => {
        if (kind === 'group' || kind === 'page') onRootChanged();
      },
    }),
    [user, updateUser, signIn, timezone, currency, siteName, onRootChanged],
  );
  // the guard must not judge before the stored session has been read. In the admin's frame (its
  // CSS comes with the page, the entry's stylesheet): the page does not shift when it fills
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
