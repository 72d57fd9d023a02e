import { TOKEN_KEY } from '@jazz/shared/names';
import type { IslandName } from './names';

/**
 * The script of a public page: it loads each island's code when the island needs it (at once,
 * when visible, or on the first touch) and asks for the page behind a link the pointer rests
 * on, so the page load that follows is quick. No React here: it comes with the first island.
 */

function hasSession(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

function mount(element: HTMLElement) {
  if (element.dataset.mounted !== undefined) return;
  element.dataset.mounted = '';
  const name = element.dataset.island as IslandName;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  void Promise.all([import('./mount'), import('./registry')]).then(async ([{ mountIsland }, { islandCode }]) => {
    const code = islandCode[name];
    if (code) mountIsland(element, await code(), props, element.dataset.replace !== undefined);
  });
}

const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function onFirstTouch(element: HTMLElement) {
  const go = () => {
    for (const type of TOUCHES) element.removeEventListener(type, go);
    mount(element);
  };
  for (const type of TOUCHES) element.addEventListener(type, go, { passive: true });
}

let observer: IntersectionObserver | undefined;
function whenVisible(element: HTMLElement) {
  if (typeof IntersectionObserver === 'undefined') return mount(element);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        mount(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

const prefetched = new Set<string>();
/** A same-site page link the pointer rests on (or a finger touches) is fetched ahead. */
function prefetch(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.target || link.hasAttribute('download') || /^\/(admin-panel|api|media)(\/|$)/.test(link.pathname)) return;
  const url = link.origin + link.pathname + link.search;
  if (prefetched.has(url) || url === window.location.origin + window.location.pathname + window.location.search) return;
  prefetched.add(url);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url;
  document.head.append(hint);
}

export function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = element.dataset.load;
    if (load === 'eager' || (load === 'session' && hasSession())) mount(element);
    else if (load === 'visible') whenVisible(element);
    else onFirstTouch(element);
  }
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
}
