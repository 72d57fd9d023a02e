import { StrictMode, useEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changedFields, replayChange, resetFields, withUndone, type Changed, type IslandField } from './changed-fields';

/** The focusable elements of an island, in order (a replaced island keeps the focus's place). */
const focusables = (element: Element) =>
  Array.from(element.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea'));

/**
 * Tells the island what the visitor changed before it was live, one change at a time, each
 * rendered before the next (a band's box is enabled once "All bands" is unticked). A hydrated
 * island keeps its elements, and hydration leaves the visitor's values in them but not in
 * React's state: each is put back as the server wrote it (as React holds it), then made again
 * as the visitor did. An island rendered anew finds each field again by its id.
 */
function replayChanges(element: Element, changed: readonly Changed[], replaced: boolean) {
  for (const change of changed) {
    const field = replaced ? element.querySelector<IslandField>(`[id="${CSS.escape(change.field.id)}"]`) : change.field;
    if (!field) continue;
    if (!replaced) resetFields([{ ...change, field }]);
    flushSync(() => replayChange(field, change));
  }
}

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
  let done = false;
  // what the visitor changed before hydration: a render before the island is live (a field
  // typed in as it hydrates) puts React's values back into the others, so they are read now
  const before = replace ? [] : changedFields(element);
  const whenLive = () => {
    if (done) return;
    done = true;
    if (replace) return live();
    // after the effects of hydration (a flushSync inside them would be refused)
    queueMicrotask(() => {
      replayChanges(element, withUndone(before, changedFields(element)), false);
      live();
    });
  };
  // no router: an island's links are plain links (a page load), its code no router hooks
  const app = (
    <StrictMode>
      <Component {...props} />
      <Live done={whenLive} />
    </StrictMode>
  );
  if (!replace) {
    hydrateRoot(element, app);
    return;
  }
  // an island rendered anew has new elements: only a field with an id can be found again
  const changed = changedFields(element, 'input[id], textarea[id], select[id]');
  const focused = focusables(element).indexOf(document.activeElement as HTMLElement);
  const root = createRoot(element);
  flushSync(() => root.render(app));
  replayChanges(element, changed, true);
  if (focused >= 0) focusables(element)[focused]?.focus();
}
