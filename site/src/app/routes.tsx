import { QUARTET, QUINTET } from '@jazz/shared/bands';
import type { Page } from '@jazz/shared/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from './account-routes';
import { adminRoutes } from './admin-routes';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { bandHandle, groupHandle, quintetJsonLd, showHandle, showsHandle } from './handles';
import { ErrorPage, Layout } from './Layout';
import {
  groupLoader,
  homeLoader,
  pageLoader,
  photosLoader,
  quartetLoader,
  quintetLoader,
  rootLoader,
  showLoader,
  showsLoader,
  type HomeData,
} from './loaders';
import { describeSite, fixedMeta, summaryOf, type RouteHandle } from './meta';
import { shouldRevalidateRoot } from '../lib/root-stale';

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
        handle: fixedMeta('Home', (site, data) => {
          const home = (data as HomeData | undefined)?.home;
          return summaryOf(home ? home.tagline || home.blurb : '', describeSite(site));
        }),
      },
      {
        path: 'about',
        loader: pageLoader('about'),
        ...page(
          'src/pages/AboutPage.tsx',
          async () => (await import('../pages/AboutPage')).AboutPage,
          fixedMeta('About', (site, data) =>
            summaryOf(
              (data as Page<'about'> | undefined)?.bio ?? '',
              `Biography, links and discography of ${site.name}.`,
            ),
          ),
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
        loader: pageLoader('listen'),
        ...page(
          'src/pages/ListenPage.tsx',
          async () => (await import('../pages/ListenPage')).ListenPage,
          fixedMeta('Listen', (site) => `Listen to recordings and playlists by ${site.name}.`),
        ),
      },
      {
        path: 'Video',
        loader: pageLoader('video'),
        ...page(
          'src/pages/VideoPage.tsx',
          async () => (await import('../pages/VideoPage')).VideoPage,
          fixedMeta('Video', (site) => `Videos of ${site.name} playing live.`),
        ),
      },
      {
        path: 'photos',
        loader: photosLoader,
        ...page(
          'src/pages/PhotosPage.tsx',
          async () => (await import('../pages/PhotosPage')).PhotosPage,
          fixedMeta('Photos', (site) => `Photo gallery: ${site.name} on stage, in the studio and backstage.`),
        ),
      },
      {
        path: 'lessons',
        loader: pageLoader('lessons'),
        ...page(
          'src/pages/LessonsPage.tsx',
          async () => (await import('../pages/LessonsPage')).LessonsPage,
          fixedMeta('Lessons', (site, data) =>
            summaryOf((data as Page<'lessons'> | undefined)?.description ?? '', `Lessons with ${site.name}.`),
          ),
        ),
      },
      {
        path: 'contact',
        ...page(
          'src/pages/contact/ContactPage.tsx',
          async () => (await import('../pages/contact/ContactPage')).ContactPage,
          fixedMeta('Contact', (site) => `Send ${site.name} a message about bookings, lessons or anything else.`),
        ),
      },
      {
        path: 'groups/:groupId',
        loader: groupLoader,
        ...page('src/pages/GroupPage.tsx', async () => (await import('../pages/GroupPage')).GroupPage, groupHandle),
      },
      {
        path: QUARTET.path.slice(1),
        loader: quartetLoader,
        ...page(
          'src/pages/QuartetPage.tsx',
          async () => (await import('../pages/QuartetPage')).QuartetPage,
          bandHandle(QUARTET.name),
        ),
      },
      {
        path: QUINTET.path.slice(1),
        loader: quintetLoader,
        ...page('src/pages/QuintetPage.tsx', async () => (await import('../pages/QuintetPage')).QuintetPage, {
          ...bandHandle(QUINTET.name),
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
