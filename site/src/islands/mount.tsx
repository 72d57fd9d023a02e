import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Links inside an island navigate as links do without JavaScript: a page load. */
const pageLoads: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** The focusable elements of an island, in order (a replaced island keeps the focus's place). */
const focusables = (element: Element) =>
  Array.from(element.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea'));

/** Brings one island to life: hydrates its server markup, or renders it anew in its place. */
export function mountIsland(element: HTMLElement, Component: ComponentType<object>, props: object, replace: boolean) {
  const { pathname, search, hash } = window.location;
  const app = (
    <StrictMode>
      <Router location={{ pathname, search, hash }} navigator={pageLoads}>
        <Component {...props} />
      </Router>
    </StrictMode>
  );
  if (!replace) {
    hydrateRoot(element, app);
    return;
  }
  const focused = focusables(element).indexOf(document.activeElement as HTMLElement);
  const root = createRoot(element);
  flushSync(() => root.render(app));
  if (focused >= 0) focusables(element)[focused]?.focus();
}
