import { QUARTET, QUINTET } from '@jazz/shared/bands';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { AboutPage } from '../pages/AboutPage';
import { GroupPage, groupHandle } from '../pages/GroupPage';
import { HomePage } from '../pages/HomePage';
import { LessonsPage } from '../pages/LessonsPage';
import { ListenPage } from '../pages/ListenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PhotosPage } from '../pages/PhotosPage';
import { QuartetPage } from '../pages/QuartetPage';
import { QuintetPage } from '../pages/QuintetPage';
import { ShowsPage, showsHandle } from '../pages/ShowsPage';
import { VideoPage } from '../pages/VideoPage';
import { ErrorPage, Layout } from './Layout';
import { groupLoader, quintetLoader, rootLoader, showsLoader } from './loaders';
import { fixedMeta } from './meta';

/** The whole site: public pages here, account and admin pages from their features (lazy). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    loader: rootLoader,
    // the BANDS menu is read once per page load; admin screens refresh it with revalidate()
    shouldRevalidate: () => false,
    children: [
      {
        index: true,
        Component: HomePage,
        handle: fixedMeta('Home', 'Sam Whitesell: jazz saxophonist and woodwind doubler based in Vermont.'),
      },
      {
        path: 'about',
        Component: AboutPage,
        handle: fixedMeta('About', 'Biography, links and discography of Vermont jazz saxophonist Sam Whitesell.'),
      },
      { path: 'shows', Component: ShowsPage, loader: showsLoader, handle: showsHandle },
      {
        path: 'listen',
        Component: ListenPage,
        handle: fixedMeta('Listen', 'Listen to recordings and playlists by Sam Whitesell and his bands.'),
      },
      {
        path: 'Video',
        Component: VideoPage,
        handle: fixedMeta('Video', 'Videos of Sam Whitesell playing live with his quartet, quintet and big bands.'),
      },
      {
        path: 'photos',
        Component: PhotosPage,
        handle: fixedMeta('Photos', 'Photo gallery: Sam Whitesell on stage, in the studio and backstage.'),
      },
      {
        path: 'lessons',
        Component: LessonsPage,
        handle: fixedMeta('Lessons', 'Private saxophone, flute and clarinet lessons in Vermont and online.'),
      },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('../pages/contact/ContactPage')).ContactPage }),
        handle: fixedMeta('Contact', 'Send Sam Whitesell a message about bookings, lessons or anything else.'),
      },
      { path: 'groups/:groupId', Component: GroupPage, loader: groupLoader, handle: groupHandle },
      {
        path: QUARTET.path.slice(1),
        Component: QuartetPage,
        handle: fixedMeta(QUARTET.name, `${QUARTET.name}: biography, photos and music.`),
      },
      {
        path: QUINTET.path.slice(1),
        Component: QuintetPage,
        loader: quintetLoader,
        handle: fixedMeta(QUINTET.name, `${QUINTET.name}: biography, photos, shows and videos.`),
      },
      ...accountRoutes,
      ...adminRoutes,
      {
        path: '*',
        Component: NotFoundPage,
        handle: { ...fixedMeta('Page not found', 'This page does not exist.'), status: 404 },
      },
    ],
  },
];
