import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from './data-error';
import { useAdminHost } from './host';
import { SavedNotice } from './saved-notice';
import { SessionDialog } from './session-dialog';
import './admin.css';

/** Each screen's name in the window title, so a tab, the history and a screen reader tell them apart. */
const SCREEN_TITLES: Record<string, string> = {
  '': 'Admin Panel',
  'view-users': 'Users',
  'add-user': 'Add User',
  'edit-user': 'Edit User',
  'view-groups': 'Groups',
  'add-group': 'Add Group',
  'edit-group': 'Edit Group',
  'view-events': 'Events',
  'add-event': 'Add Event',
  'edit-event': 'Edit Event',
  'import-shows': 'Import shows',
  'view-venues': 'Venues',
  messages: 'Messages',
  followers: 'Followers',
  lessons: 'Lessons',
  'lesson-settings': 'Lesson settings',
  calendar: 'Calendar',
  'edit-pages': 'Edit Pages',
  'edit-page': 'Edit Page',
  'view-photos': 'Photos',
  stats: 'Stats',
  repertoire: 'Repertoire',
  reports: 'Reports',
  people: 'People',
  money: 'Money',
  calls: 'Calls',
};

/** The screen of a location under the admin's base path: '/admin-panel/view-users' gives 'Users'. */
export function screenTitle(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const screen = rest.replace(/^\/+|\/+$/g, '');
  // 'edit-page/about' is an Edit Page screen: a path with a parameter goes by its first part
  return SCREEN_TITLES[screen] ?? SCREEN_TITLES[screen.split('/')[0]!] ?? 'Admin Panel';
}

function useScreenTitle() {
  const { basePath, formatTitle } = useAdminHost();
  const { pathname } = useLocation();
  const screen = screenTitle(pathname, basePath);
  useEffect(() => {
    // the host's own head sync runs first (a parent's effect), so the screen's name wins
    document.title = formatTitle ? formatTitle(screen) : `${screen} | Admin`;
  }, [screen, pathname, formatTitle]);
}

export function AdminLayout() {
  const { StatusBar } = useAdminHost();
  useScreenTitle();
  return (
    <div className="admin-panel">
      {StatusBar ? <StatusBar /> : null}
      <div className="admin-main">
        {/* a screen's code loads when it is first opened (routes.tsx) */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
      <SavedNotice />
      <SessionDialog />
    </div>
  );
}
