import { useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { Nav } from './Nav';
import { metaOf } from './meta';
import { useProgress } from './progress';
import { startSession } from './session';
import { siteSettings } from './data-source';

/** The bar at the top: requests in flight and route changes (SPEC.md section 4). */
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
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    // social cards are read by crawlers from the server's HTML: only these follow navigation;
    // the past list's address keeps its query (/shows?when=past)
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute('href', siteSettings().siteUrl + (meta.path ?? pathname + search));
  }, [meta.title, meta.description, meta.path, pathname, search]);
  return null;
}

/** Every page starts at the top (SPEC.md section 2); focus moves to the page for screen readers. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

function Footer() {
  return (
    <footer className="site-footer">
      <p>&copy; 2020 Sam Whitesell. All rights reserved.</p>
    </footer>
  );
}

export function Layout() {
  const navigate = useNavigate();
  useEffect(() => {
    startSession(() => void navigate('/login'));
  }, [navigate]);
  return (
    <>
      {/* first, so a page's own effects (a group's name as title) run after these */}
      <HeadSync />
      <ScrollToTop />
      <ProgressBar />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Nav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
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
