import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import { ADDRESSES, routePath } from '@jazz/contracts/paths';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from './account-routes';
import { adminRoutes } from './admin-routes';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { bandHandle, groupHandle, messageHandle, quintetJsonLd, showHandle, showsHandle } from './handles';
import { ErrorPage, Layout } from './layout';
import { rootLoader } from './root-loader';
import { groupLoader } from '../pages/group-loader';
import { homeLoader } from '../pages/home-loader';
import { lessonsLoader } from '../pages/lessons-loader';
import { messageLoader } from '../pages/message-loader';
import { pageLoader, type PageLoader } from '../pages/page-loader';
import { photosLoader } from '../pages/photos-loader';
import { quartetLoader, quintetLoader } from '../pages/fixed-band-loader';
import { showLoader } from '../pages/show-loader';
import { showsLoader } from '../pages/shows-loader';
import { describeSite, fixedMeta, summaryOf, type LoaderData, type RouteHandle } from './meta';
import { pressRoutes } from './press-routes';

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
    path: ADDRESSES.home,
    Component: Layout,
    ErrorBoundary: ErrorPage,
    loader: rootLoader,
    // the BANDS menu is read once per page load (the admin, an entry of its own, reads it again
    // after changing a group), and on an explicit revalidate()
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
    children: [
      {
        index: true,
        Component: HomePage,
        loader: homeLoader,
        handle: {
          ...fixedMeta<LoaderData<typeof homeLoader>>('Home', (site, data) => {
            const home = data?.home;
            return summaryOf(home ? home.tagline || home.blurb : '', describeSite(site));
          }),
          islands: true,
        },
      },
      {
        path: routePath('about'),
        loader: pageLoader('about'),
        ...page('src/pages/about-page.tsx', async () => (await import('../pages/about-page')).AboutPage, {
          ...fixedMeta<LoaderData<PageLoader<'about'>>>('About', (site, data) =>
            summaryOf(data?.bio ?? '', `Biography, links and discography of ${site.name}.`),
          ),
          islands: true,
        }),
      },
      {
        path: routePath('shows'),
        loader: showsLoader,
        ...page('src/pages/shows-page.tsx', async () => (await import('../pages/shows-page')).ShowsPage, {
          ...showsHandle,
          islands: true,
        }),
      },
      {
        // a page per show; the slug is for people, the id finds the show (canonical: with slug).
        // Its loader comes with its code: the show rules stay out of the first load.
        path: routePath('show'),
        loader: showLoader,
        lazy: async () => ({ Component: (await import('../pages/show-page')).ShowPage }),
        handle: { ...showHandle, chunk: 'src/pages/show-page.tsx', islands: true },
      },
      {
        path: routePath('listen'),
        loader: pageLoader('listen'),
        ...page('src/pages/listen-page.tsx', async () => (await import('../pages/listen-page')).ListenPage, {
          ...fixedMeta('Listen', (site) => `Listen to recordings and playlists by ${site.name}.`),
          islands: true,
        }),
      },
      {
        path: routePath('video'),
        loader: pageLoader('video'),
        ...page('src/pages/video-page.tsx', async () => (await import('../pages/video-page')).VideoPage, {
          ...fixedMeta('Video', (site) => `Videos of ${site.name} playing live.`),
          islands: true,
        }),
      },
      {
        path: routePath('photos'),
        loader: photosLoader,
        ...page('src/pages/photos-page.tsx', async () => (await import('../pages/photos-page')).PhotosPage, {
          ...fixedMeta('Photos', (site) => `Photo gallery: ${site.name} on stage, in the studio and backstage.`),
          islands: true,
        }),
      },
      {
        path: routePath('lessons'),
        loader: lessonsLoader,
        ...page('src/pages/lessons-page.tsx', async () => (await import('../pages/lessons-page')).LessonsPage, {
          ...fixedMeta<LoaderData<typeof lessonsLoader>>('Lessons', (site, data) =>
            summaryOf(data?.page.description ?? '', `Lessons with ${site.name}.`),
          ),
          islands: true,
          // its open times change with every booking, which moves no content version
          fresh: true,
        }),
      },
      {
        path: routePath('contact'),
        ...page(
          'src/pages/contact/contact-page.tsx',
          async () => (await import('../pages/contact/contact-page')).ContactPage,
          {
            ...fixedMeta('Contact', (site) => `Send ${site.name} a message about bookings, lessons or anything else.`),
            islands: true,
          },
        ),
      },
      {
        path: routePath('group'),
        loader: groupLoader,
        ...page('src/pages/group-page.tsx', async () => (await import('../pages/group-page')).GroupPage, {
          ...groupHandle,
          islands: true,
        }),
      },
      {
        path: routePath('quartet'),
        loader: quartetLoader,
        ...page('src/pages/fixed-band-page.tsx', async () => (await import('../pages/fixed-band-page')).QuartetPage, {
          ...bandHandle(QUARTET.name, QUARTET.path),
          jsonLd: quintetJsonLd,
          islands: true,
        }),
      },
      {
        path: routePath('quintet'),
        loader: quintetLoader,
        ...page('src/pages/fixed-band-page.tsx', async () => (await import('../pages/fixed-band-page')).QuintetPage, {
          ...bandHandle(QUINTET.name, QUINTET.path),
          jsonLd: quintetJsonLd,
          islands: true,
        }),
      },
      ...pressRoutes,
      // the pages behind the links in follow mails and what a form posted without script came to,
      // in the site's layout (their words: the server's)
      ...[routePath('followConfirm'), routePath('unsubscribe'), routePath('formAnswer')].map((path) => ({
        path,
        loader: messageLoader,
        ...page('src/pages/message-page.tsx', async () => (await import('../pages/message-page')).MessagePage, {
          ...messageHandle,
          islands: true,
        }),
      })),
      ...accountRoutes,
      ...adminRoutes,
      {
        path: '*',
        Component: NotFoundPage,
        handle: { ...fixedMeta('Page not found', 'This page does not exist.'), status: 404, islands: true },
      },
    ],
  },
];
