import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { Footer, ScrollToTop, SkipLink } from './frame';
import { Nav, StaticNav } from './nav';
import { metaOf } from './meta';
import { useIslandsMode } from '../islands/island';
import { useProgress } from '../lib/progress';
import type { RootData } from '../lib/root-data';

/** The bar at the top: requests in flight and route changes (docs/product.md). */
function ProgressBar() {
  const inFlight = useProgress((state) => state.inFlight);
  const navigating = useNavigation().state !== 'idle';
  return <div className="progress" data-active={inFlight > 0 || navigating} aria-hidden="true" />;
}

/** Keeps <title>, the description and the canonical link in step on client-side navigation. */
function HeadSync() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const meta = metaOf(matches);
  const siteUrl = useRouteLoaderData<RootData>('root')?.settings.siteUrl ?? '';
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', siteUrl + (meta.path ?? pathname + search));
  }, [meta.title, meta.description, meta.path, siteUrl, pathname, search]);
  return null;
}

export function Layout() {
  const root = useRouteLoaderData<RootData>('root');
  const islands = useIslandsMode();
  const nav = {
    siteName: root?.site.name ?? '',
    bands: root?.bands ?? [],
    groups: (root?.groups ?? []).map(({ _id, name }) => ({ _id, name })),
  };
  return (
    <>
      {/* first, so a page's own effects (a group's name as title) run after these */}
      <HeadSync />
      <ScrollToTop />
      <ProgressBar />
      <SkipLink />
      {/* a page of islands: the nav's markup without JavaScript, which islands/nav-menus.ts enhances */}
      {islands ? <StaticNav {...nav} /> : <Nav {...nav} />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={root?.site} />
    </>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'This page does not exist.' : 'Please try again in a moment.'}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
