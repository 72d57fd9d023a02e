import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import type { IslandName } from './names';

/**
 * True while the server renders a page that the browser brings to life island by island
 * (docs/islands.md): its route's handle says `islands: true`. Read from the router's matches,
 * not a React context of this module: on the server a lazy page's chunk may see another
 * instance of this module than the renderer's. In the browser it is always false: there only
 * the React app renders whole trees (/admin-panel, and a page it navigates to or the server could not render).
 */
export function useIslandsMode(): boolean {
  const leaf = useMatches().at(-1);
  return typeof window === 'undefined' && (leaf?.handle as { islands?: boolean } | undefined)?.islands === true;
}

/** JSON in an attribute: React escapes the quotes; the value is read back with JSON.parse. */
const propsJson = (props: object) => JSON.stringify(props);

/**
 * One island: its markup from the server, wrapped in an element that names the island, carries
 * its props (only what it needs) and says when its code loads. `load`: "eager" at once,
 * "visible" when scrolled into view, "interaction" on the first pointer, touch or focus
 * inside it, "session" at once when a session is stored (the greeting, a lesson time chosen
 * before logging in), else as "interaction".
 * `fallback` is the markup without JavaScript, when it differs: the browser then renders the
 * island anew in its place instead of hydrating it.
 */
export function Island<P extends object>({
  name,
  load,
  component: Component,
  fallback: Fallback,
  props,
}: {
  name: IslandName;
  load: 'eager' | 'visible' | 'interaction' | 'session';
  component: ComponentType<P>;
  fallback?: ComponentType<P>;
  props: P;
}) {
  const islands = useIslandsMode();
  if (!islands) return <Component {...props} />;
  return (
    <div
      data-island={name}
      data-load={load}
      data-replace={Fallback ? '' : undefined}
      data-props={propsJson(props)}
      style={{ display: 'contents' }}
    >
      {Fallback ? <Fallback {...props} /> : <Component {...props} />}
    </div>
  );
}
