import { StrictMode, useEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The focusable elements of an island, in order (a replaced island keeps the focus's place). */
const focusables = (element: Element) =>
  Array.from(element.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea'));

/** Renders nothing; once the island is live, runs `done` (a form sent before then is sent now). */
function Live({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Brings one island to life: hydrates its server markup, or renders it anew in its place. */
export function mountIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  replace: boolean,
  live: () => void,
) {
  // no router: an island's links are plain links (a page load), its code no router hooks
  const app = (
    <StrictMode>
      <Component {...props} />
      <Live done={live} />
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
