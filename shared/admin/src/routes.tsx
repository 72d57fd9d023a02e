import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, type RouteObject } from 'react-router-dom';
import { AdminGuard } from './guard';
import { AdminLayout } from './layout';
import { joinPath, useAdminPath } from './paths';
import { AdminHome } from './screens/admin-home';
import { AddEvent } from './screens/events/add-event';
import { EditEvent } from './screens/events/edit-event';
import { ImportShows } from './screens/events/import-shows';
import { ViewEvents } from './screens/events/view-events';
import { ViewVenues } from './screens/venues/view-venues';
import { MoneyScreen } from './screens/money/money-screen';
import { PeopleScreen } from './screens/money/people-screen';
import { CallsScreen } from './screens/calls/calls-screen';
import { Repertoire } from './screens/setlists/repertoire';
import { Reports } from './screens/setlists/reports';
import { AddGroup } from './screens/groups/add-group';
import { EditGroup } from './screens/groups/edit-group';
import { ViewGroups } from './screens/groups/view-groups';
import { Followers } from './screens/followers';
import { LessonSettingsScreen } from './screens/lessons/lesson-settings';
import { LessonsScreen } from './screens/lessons/lessons-screen';
import { CalendarScreen } from './screens/calendar/calendar-screen';
import { Messages } from './screens/messages';
import { EditPage } from './screens/pages/edit-page';
import { EditPages } from './screens/pages/edit-pages';
import { ViewPhotos } from './screens/photos/view-photos';
import { AddUser } from './screens/users/add-user';
import { EditUser } from './screens/users/edit-user';
import { ViewUsers } from './screens/users/view-users';
import { Bookings } from './screens/bookings/bookings';
import { EditPressKit } from './screens/press/edit-press-kit';
import { PressKits } from './screens/press/press-kits';

// the Stats screen and its chart library load when it is opened (a chunk of their own)
const StatsScreen = lazy(async () => ({ default: (await import('./screens/stats/stats-screen')).StatsScreen }));

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
        <Route path="view-users" element={<ViewUsers />} />
        <Route path="add-user" element={<AddUser />} />
        <Route path="edit-user" element={<EditUser />} />
        <Route path="view-groups" element={<ViewGroups />} />
        <Route path="add-group" element={<AddGroup />} />
        <Route path="edit-group" element={<EditGroup />} />
        <Route path="view-events" element={<ViewEvents />} />
        <Route path="add-event" element={<AddEvent />} />
        <Route path="edit-event" element={<EditEvent />} />
        <Route path="import-shows" element={<ImportShows />} />
        <Route path="view-venues" element={<ViewVenues />} />
        <Route path="messages" element={<Messages />} />
        <Route path="followers" element={<Followers />} />
        <Route path="lessons" element={<LessonsScreen />} />
        <Route path="lesson-settings" element={<LessonSettingsScreen />} />
        <Route path="calendar" element={<CalendarScreen />} />
        <Route path="edit-pages" element={<EditPages />} />
        <Route path="edit-page/:name" element={<EditPage />} />
        <Route path="view-photos" element={<ViewPhotos />} />
        <Route
          path="stats"
          element={
            <Suspense fallback={<p className="admin-list-count">Loading…</p>}>
              <StatsScreen />
            </Suspense>
          }
        />
        <Route path="press-kits" element={<PressKits />} />
        <Route path="press-kit/:key" element={<EditPressKit />} />
        <Route path="bookings" element={<Bookings />} />
        <Route path="repertoire" element={<Repertoire />} />
        <Route path="reports" element={<Reports />} />
        <Route path="money" element={<MoneyScreen />} />
        <Route path="people" element={<PeopleScreen />} />
        <Route path="calls" element={<CallsScreen />} />
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
