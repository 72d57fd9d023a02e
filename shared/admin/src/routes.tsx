import { Navigate, Route, Routes, type RouteObject } from 'react-router-dom';
import { AdminGuard } from './guard';
import { AdminLayout } from './layout';
import { lazyPart, type LazyPart } from './lazy-part';
import { joinPath, useAdminPath } from './paths';
import { sessionLogin } from './session-dialog';
import { AdminHome } from './screens/admin-home';
import { ViewEvents } from './screens/events/view-events';

/**
 * Every screen but the first two after log in (the admin home and View Events) loads its own
 * code when opened, so a phone at the venue loads only those first (docs/performance.md,
 * "The web admin on a phone"; `npm run size -w site` holds them to 100 KB brotli with React).
 * A new screen goes here, lazy, unless it is one of those two. Its path is relative to where
 * the host mounts the admin.
 */
const SCREENS: Record<string, LazyPart> = {
  'view-users': lazyPart(async () => (await import('./screens/users/view-users')).ViewUsers),
  'add-user': lazyPart(async () => (await import('./screens/users/add-user')).AddUser),
  'edit-user': lazyPart(async () => (await import('./screens/users/edit-user')).EditUser),
  'view-groups': lazyPart(async () => (await import('./screens/groups/view-groups')).ViewGroups),
  'add-group': lazyPart(async () => (await import('./screens/groups/add-group')).AddGroup),
  'edit-group': lazyPart(async () => (await import('./screens/groups/edit-group')).EditGroup),
  'add-event': lazyPart(async () => (await import('./screens/events/add-event')).AddEvent),
  'edit-event': lazyPart(async () => (await import('./screens/events/edit-event')).EditEvent),
  'import-shows': lazyPart(async () => (await import('./screens/events/import-shows')).ImportShows),
  'view-venues': lazyPart(async () => (await import('./screens/venues/view-venues')).ViewVenues),
  messages: lazyPart(async () => (await import('./screens/messages')).Messages),
  followers: lazyPart(async () => (await import('./screens/followers')).Followers),
  lessons: lazyPart(async () => (await import('./screens/lessons/lessons-screen')).LessonsScreen),
  'lesson-settings': lazyPart(async () => (await import('./screens/lessons/lesson-settings')).LessonSettingsScreen),
  calendar: lazyPart(async () => (await import('./screens/calendar/calendar-screen')).CalendarScreen),
  'edit-pages': lazyPart(async () => (await import('./screens/pages/edit-pages')).EditPages),
  'edit-page/:name': lazyPart(async () => (await import('./screens/pages/edit-page')).EditPage),
  'view-photos': lazyPart(async () => (await import('./screens/photos/view-photos')).ViewPhotos),
  stats: lazyPart(async () => (await import('./screens/stats/stats-screen')).StatsScreen),
  'press-kits': lazyPart(async () => (await import('./screens/press/press-kits')).PressKits),
  'press-kit/:key': lazyPart(async () => (await import('./screens/press/edit-press-kit')).EditPressKit),
  bookings: lazyPart(async () => (await import('./screens/bookings/bookings')).Bookings),
  repertoire: lazyPart(async () => (await import('./screens/setlists/repertoire')).Repertoire),
  reports: lazyPart(async () => (await import('./screens/setlists/reports')).Reports),
  money: lazyPart(async () => (await import('./screens/money/money-screen')).MoneyScreen),
  people: lazyPart(async () => (await import('./screens/money/people-screen')).PeopleScreen),
  calls: lazyPart(async () => (await import('./screens/calls/calls-screen')).CallsScreen),
};

/**
 * Loads the code of every screen but those at the paths of `except`, and the session's login, now
 * (tests that render the admin and expect each screen at once).
 */
export const loadAdminScreens = (except: readonly string[] = []) =>
  Promise.all(
    [...Object.entries(SCREENS).filter(([path]) => !except.includes(path)), ['', sessionLogin] as const].map(
      ([, part]) => part.preload(),
    ),
  );

/**
 * The admin screens with paths relative to wherever the host mounts this element (a route
 * like '/admin-panel/*'), so it works under the site's browser router and the desktop's hash
 * or memory router alike. Render inside an AdminProvider.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        }
      >
        <Route index element={<AdminHome />} />
        <Route path="view-events" element={<ViewEvents />} />
        {Object.entries(SCREENS).map(([path, { Component }]) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<ToAdminHome />} />
      </Route>
    </Routes>
  );
}

function ToAdminHome() {
  const path = useAdminPath();
  return <Navigate to={path()} replace />;
}

/** Route objects for a data router: the admin under `basePath` (wrap the router or the element in an AdminProvider). */
export function adminRouteObjects(basePath: string): RouteObject[] {
  return [{ path: joinPath(basePath, '*'), element: <AdminRoutes /> }];
}
