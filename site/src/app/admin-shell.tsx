import { ADDRESSES } from '@jazz/contracts/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteAdmin } from '../features/admin/site-admin';
import { reloadCarrying } from '../lib/login-return';
import { useProgress } from '../lib/progress';
import type { RootData } from '../lib/root-data';
import { Footer, ScrollToTop, SkipLink } from './frame';
import { Nav } from './nav';

/** The bar at the top: the admin's requests in flight (docs/product.md). */
function ProgressBar() {
  const inFlight = useProgress((state) => state.inFlight);
  return <div className="progress" data-active={inFlight > 0} aria-hidden="true" />;
}

/** The location's `from` (the admin's guard: where it stopped the visitor) as a path. */
function fromOf(state: unknown): string | undefined {
  const from: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : undefined;
  if (typeof from !== 'object' || from === null) return undefined;
  const part = (key: string) => String(Reflect.get(from, key) ?? '');
  return `${part('pathname')}${part('search')}${part('hash')}`;
}

/**
 * A path outside the admin, reached by its router (the guard's /login, a link of a screen to a
 * public page): the server's page, loaded, with where the guard stopped the visitor.
 */
function LoadServerPage() {
  const { state } = useLocation();
  useEffect(() => reloadCarrying(fromOf(state)), [state]);
  return null;
}

/**
 * The admin's page (/admin-panel/*): the site's frame (nav, footer) around the shared admin,
 * under a plain router that knows only the admin's screens. The server renders it under a
 * static router (entry-server.tsx) and the admin's entry hydrates it (src/admin-client.tsx):
 * no data router, no public page's code (docs/performance.md, "The web admin on a phone").
 * `root` is the root loader's data as the server wrote it into the page; after the admin
 * changed a group or a page, it is read again through the API, so the BANDS menu follows.
 */
export function AdminShell({ root: first }: { root: RootData }) {
  const [root, setRoot] = useState(first);
  const reads = useRef(0);
  const onRootChanged = useCallback(() => {
    const read = ++reads.current;
    void import('./root-loader')
      .then(({ readRootData }) => readRootData(undefined))
      // the latest read wins; a failed one leaves the menu as it was until the next page load
      .then((fresh) => read === reads.current && setRoot(fresh))
      .catch(() => {});
  }, []);
  const nav = { siteName: root.site.name, bands: root.bands, groups: root.groups };
  return (
    <>
      <ScrollToTop />
      <ProgressBar />
      <SkipLink />
      <Nav {...nav} />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route
            path={ADDRESSES.adminPanel}
            element={<SiteAdmin settings={root.settings} onRootChanged={onRootChanged} />}
          />
          <Route path="*" element={<LoadServerPage />} />
        </Routes>
      </main>
      <Footer site={root.site} />
    </>
  );
}
