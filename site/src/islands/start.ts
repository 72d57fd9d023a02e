import { TOKEN_KEY } from '@jazz/contracts/names';
import { changedFields } from './changed-fields';
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

/**
 * A form sent before its island was live, with the button that sent it, by their places in the
 * island (an island rendered anew has new elements): sent again once live.
 */
const waiting = new Map<HTMLElement, { form: number; submitter: number }>();
/**
 * Buttons pressed before their island was live (a lesson time, Next week), by place: pressed
 * again once live. A lesson time is remembered by its time too (`data-slot`): the island may
 * render its week anew first (a length chosen meanwhile), so that time is pressed once it is
 * shown again, wherever it is (at most 10 s later).
 */
const pressed = new Map<HTMLElement, { place: number; slot: string | null }[]>();
const buttonsOf = (element: HTMLElement) => Array.from(element.querySelectorAll('button[type="button"]'));
const formsOf = (element: HTMLElement) => Array.from(element.querySelectorAll('form'));

function mount(element: HTMLElement) {
  if (element.dataset.mounted !== undefined) return;
  element.dataset.mounted = '';
  const name = element.dataset.island as IslandName;
  const live = () => {
    if (element.dataset.live !== undefined) return;
    element.dataset.live = '';
    // a hydrated island keeps its elements: the presses held on them are done now
    for (const held of element.querySelectorAll('[data-held]')) {
      held.removeAttribute('data-held');
      held.removeAttribute('aria-busy');
    }
    // a field focused before the island was live: its focus handlers run now
    const active = document.activeElement;
    if (active && element.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const sent = waiting.get(element);
    waiting.delete(element);
    const buttons = pressed.get(element) ?? [];
    pressed.delete(element);
    // after React has rendered what was typed (its updates of those input events run in a
    // microtask): a form sent at once would be read with the fields still empty
    setTimeout(() => {
      const form = sent && formsOf(element)[sent.form];
      if (form) form.requestSubmit(form.querySelectorAll('button')[sent.submitter] ?? null);
      for (const button of buttons) pressAgain(element, button);
    });
  };
  void Promise.all([import('./mount'), import('./registry')]).then(async ([{ mountIsland }, { islandCode }]) => {
    const code = islandCode[name];
    if (!code) return;
    const Component = await code();
    element.dataset.loaded = '';
    const replace = element.dataset.replace !== undefined;
    // an island rendered anew under a finger (or a mouse button) held on its markup would lose
    // the press: its click lands on an element no longer there. It waits for the lift and the
    // click, which is then held as an early send or press (below) and done once live
    if (replace) await whenNotPressed(element);
    // read once its code is here: the page's script may have written them meanwhile (the dashboard's account)
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    mountIsland(element, Component, props, replace, live);
  });
}

/** Presses again a button pressed before its island was live: by its time (a lesson's), else by its place. */
function pressAgain(island: HTMLElement, { place, slot }: { place: number; slot: string | null }) {
  if (slot === null) return (buttonsOf(island)[place] as HTMLElement | undefined)?.click();
  const find = () => island.querySelector<HTMLElement>(`button[data-slot="${CSS.escape(slot)}"]`);
  const shown = find();
  if (shown) return shown.click();
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    stop();
    button.click();
  });
  const timer = setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(island, { childList: true, subtree: true });
}

/** Where a pointer (or Space) is pressed now (down, not yet up or cancelled), and what waits for its lift. */
let pressedOn: Element | null = null;
const afterLift: (() => void)[] = [];

function trackPresses() {
  document.addEventListener('pointerdown', (event) => (pressedOn = event.target as Element), true);
  const lifted = () => {
    pressedOn = null;
    // after the click the lift makes (dispatched in the same task)
    setTimeout(() => {
      for (const go of afterLift.splice(0)) go();
    });
  };
  document.addEventListener('pointerup', lifted, true);
  document.addEventListener('pointercancel', lifted, true);
  // Space presses a button or ticks a box as it is let go: a press too, held as a finger's
  document.addEventListener('keydown', (event) => event.key === ' ' && (pressedOn = event.target as Element), true);
  document.addEventListener('keyup', (event) => event.key === ' ' && lifted(), true);
}

/** Resolves at once, or once a press begun inside `element` has ended (10 s at most). */
function whenNotPressed(element: HTMLElement): Promise<void> {
  if (!pressedOn || !element.contains(pressedOn)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    afterLift.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A form of an island not yet live is not sent by the browser (that would load the page with
 * the fields in its address): its island loads, and sends it once live.
 */
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const island = form.closest<HTMLElement>('[data-island]');
  if (!island || island.dataset.live !== undefined) return;
  event.preventDefault();
  const submitter = event.submitter
    ? Array.from(form.querySelectorAll('button')).indexOf(event.submitter as HTMLButtonElement)
    : -1;
  waiting.set(island, { form: formsOf(island).indexOf(form), submitter });
  mount(island);
}

/**
 * A button of an island not yet live does nothing yet: its island loads, and presses it once
 * live. Meanwhile it shows that it was taken (`data-held`, busy: a lesson time tapped on a slow
 * phone), at once; the page's loader marks a press before this script the same way.
 */
function holdEarlyPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button[type="button"]');
  const island = button?.closest<HTMLElement>('[data-island]');
  if (!button || !island || island.dataset.live !== undefined) return;
  button.setAttribute('data-held', '');
  button.setAttribute('aria-busy', 'true');
  const press = { place: buttonsOf(island).indexOf(button), slot: button.getAttribute('data-slot') };
  pressed.set(island, [...(pressed.get(island) ?? []), press]);
  mount(island);
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
/** The island of each observed element (an island's wrapper is display: contents: no box to see). */
const islandOf = new Map<Element, HTMLElement>();
function whenVisible(element: HTMLElement) {
  if (typeof IntersectionObserver === 'undefined') return mount(element);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        const island = islandOf.get(entry.target);
        if (island) mount(island);
      }
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(element.children)) {
    islandOf.set(child, element);
    observer.observe(child);
  }
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

declare global {
  interface Window {
    /** Forms sent and buttons pressed in islands before this script started (the page's loader). */
    jazzEarlyIslandEvents?: Event[] | undefined;
  }
}

/** What the page's loader held before this script started: held here as if it had come now. */
function takeEarlyEvents() {
  const early = window.jazzEarlyIslandEvents ?? [];
  // the loader holds nothing more: this script's own listeners do from now on
  window.jazzEarlyIslandEvents = undefined;
  for (const event of early) {
    // a plain control (data-hold): the page's script, listening by now, takes it pressed again
    const control = (event.target as Element).closest<HTMLElement>('[data-hold]');
    if (event.type === 'submit') holdEarlySubmit(event as SubmitEvent);
    else if (control) control.click();
    else holdEarlyPress(event as MouseEvent);
  }
}

/**
 * An island the visitor already used before this script started (a box ticked, a field focused
 * or typed in): its first touch is over, so it starts now, keeping what was done (mount.tsx).
 */
const touchedBefore = (element: HTMLElement) =>
  element.contains(document.activeElement) || changedFields(element).length > 0;

export function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = element.dataset.load;
    if (load === 'eager' || (load === 'session' && hasSession()) || touchedBefore(element)) mount(element);
    else if (load === 'visible') {
      whenVisible(element);
      onFirstTouch(element);
    } else onFirstTouch(element);
  }
  document.addEventListener('submit', holdEarlySubmit, true);
  document.addEventListener('click', holdEarlyPress, true);
  trackPresses();
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
  takeEarlyEvents();
}
