import { QUARTET, QUINTET } from '@jazz/shared/bands';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { groupHandle, quintetJsonLd, showHandle, showsHandle } from './handles';
import { ErrorPage, Layout } from './Layout';
import { groupLoader, homeLoader, quintetLoader, rootLoader, showLoader, showsLoader } from './loaders';
import { fixedMeta, type RouteHandle } from './meta';
import { shouldRevalidateRoot } from './root-stale';

/**
 * A page whose code loads with its route (the home page's first load stays small). `chunk`
 * names its source so the server can preload the built file of the page it renders.
 */
function page(
  chunk: string,
  load: () => Promise<ComponentType>,
  handle: RouteHandle,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: await load() }), handle: { ...handle, chunk } };
}

/** The whole site: public pages here, account and admin pages from their features (lazy). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    loader: rootLoader,
    // the BANDS menu is read once per page load, and again after the admin changed a group
    shouldRevalidate: shouldRevalidateRoot,
    children: [
      {
        index: true,
        Component: HomePage,
        loader: homeLoader,
        handle: fixedMeta('Home', 'Sam Whitesell: jazz saxophonist and woodwind doubler based in Vermont.'),
      },
      {
        path: 'about',
        ...page(
          'src/pages/AboutPage.tsx',
          async () => (await import('../pages/AboutPage')).AboutPage,
          fixedMeta('About', 'Biography, links and discography of Vermont jazz saxophonist Sam Whitesell.'),
        ),
      },
      {
        path: 'shows',
        loader: showsLoader,
        ...page('src/pages/ShowsPage.tsx', async () => (await import('../pages/ShowsPage')).ShowsPage, showsHandle),
      },
      {
        // a page per show; the slug is for people, the id finds the show (canonical: with slug).
        // Its loader comes with its code: the show rules stay out of the first load.
        path: 'shows/:showId/:slug?',
        loader: showLoader,
        lazy: async () => ({ Component: (await import('../pages/ShowPage')).ShowPage }),
        handle: { ...showHandle, chunk: 'src/pages/ShowPage.tsx' },
      },
      {
        path: 'listen',
        ...page(
          'src/pages/ListenPage.tsx',
          async () => (await import('../pages/ListenPage')).ListenPage,
          fixedMeta('Listen', 'Listen to recordings and playlists by Sam Whitesell and his bands.'),
        ),
      },
      {
        path: 'Video',
        ...page(
          'src/pages/VideoPage.tsx',
          async () => (await import('../pages/VideoPage')).VideoPage,
          fixedMeta('Video', 'Videos of Sam Whitesell playing live with his quartet, quintet and big bands.'),
        ),
      },
      {
        path: 'photos',
        ...page(
          'src/pages/PhotosPage.tsx',
          async () => (await import('../pages/PhotosPage')).PhotosPage,
          fixedMeta('Photos', 'Photo gallery: Sam Whitesell on stage, in the studio and backstage.'),
        ),
      },
      {
        path: 'lessons',
        ...page(
          'src/pages/LessonsPage.tsx',
          async () => (await import('../pages/LessonsPage')).LessonsPage,
          fixedMeta('Lessons', 'Private saxophone, flute and clarinet lessons in Vermont and online.'),
        ),
      },
      {
        path: 'contact',
        ...page(
          'src/pages/contact/ContactPage.tsx',
          async () => (await import('../pages/contact/ContactPage')).ContactPage,
          fixedMeta('Contact', 'Send Sam Whitesell a message about bookings, lessons or anything else.'),
        ),
      },
      {
        path: 'groups/:groupId',
        loader: groupLoader,
        ...page('src/pages/GroupPage.tsx', async () => (await import('../pages/GroupPage')).GroupPage, groupHandle),
      },
      {
        path: QUARTET.path.slice(1),
        ...page(
          'src/pages/QuartetPage.tsx',
          async () => (await import('../pages/QuartetPage')).QuartetPage,
          fixedMeta(QUARTET.name, `${QUARTET.name}: biography, photos and music.`),
        ),
      },
      {
        path: QUINTET.path.slice(1),
        loader: quintetLoader,
        ...page('src/pages/QuintetPage.tsx', async () => (await import('../pages/QuintetPage')).QuintetPage, {
          ...fixedMeta(QUINTET.name, `${QUINTET.name}: biography, photos, shows and videos.`),
          jsonLd: quintetJsonLd,
        }),
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
