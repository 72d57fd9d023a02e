import { escapeAttribute } from '@jazz/contracts/escape';
import { STATISTICS_BEACON } from './beacon';

/**
 * The one inline script of a page of islands (docs/islands.md, docs/performance.md): it runs the
 * statistics beacon at once (beacon.ts: listening from the first bytes, since a visitor's first
 * click on Tickets leaves the page; its page view sent after the paint), and adds the page's
 * scripts (the entry and, preloaded beside it, the islands' code) once the page has loaded and
 * painted, or at the visitor's first touch or key if that comes first. So its first paint and
 * its largest image wait on no request but their own.
 *
 * Until the islands' script has started, a form sent or a button (`type="button"`) pressed in an
 * island is held (a form sent by the browser would load the page with its fields in the
 * address): the loader keeps the events in `window.jazzEarlyIslandEvents` and starts at once;
 * the islands' script takes them (`takeEarlyEvents`, site/src/islands/start.ts) and treats them
 * as its own holds, so the island sends the form or presses the button once live. A press on a
 * control the page's own script brings to life (marked `data-hold`: a video's preview, a photo of
 * the gallery, a Copy button) is held the same way and pressed again once that script listens, so
 * a visitor's early tap is never lost (a preview or photo is a link, to the video's page or the
 * large photo: a plain tap on it is not followed while held). A button held so is marked `data-held` at once (it shows as
 * busy) until its island takes the press.
 *
 * Its element carries the addresses: `data-src` the entry's, `data-preload` the islands' chunks
 * (separated by spaces). The text is fixed, so the Content Security Policy admits it by its hash
 * (`islandsLoaderHash` in api/src/http/security-headers.ts), with no 'unsafe-inline' for scripts.
 */
export const ISLANDS_LOADER = `(function (s) {
  var started = false;
  var touches = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    touches.forEach(function (type) { removeEventListener(type, start, true); });
    (s.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: s.getAttribute('data-src') });
  }
  touches.forEach(function (type) { addEventListener(type, start, true); });
  var early = (window.jazzEarlyIslandEvents = []);
  function hold(event) {
    var target = event.target;
    if (window.jazzEarlyIslandEvents !== early || !target.closest) return;
    if (event.type === 'click' && target.closest('[data-hold]')) {
      // a preview or photo that is a link (a video's page, the large photo): the player or the
      // lightbox takes the tap once the script listens, unless a key or button asks for a tab
      if (target.closest('a[data-hold]')) {
        if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
      }
      early.push(event);
      return start();
    }
    if (!target.closest('[data-island]')) return;
    if (event.type === 'click' && !target.closest('button[type="button"]')) return;
    if (event.type === 'submit') event.preventDefault();
    else target.closest('button').setAttribute('data-held', '');
    early.push(event);
    start();
  }
  addEventListener('submit', hold, true);
  addEventListener('click', hold, true);
  addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(start); });
  });
})(document.currentScript);
${STATISTICS_BEACON}(true);`;

/** The loader's element: `entry` the entry script's address, `preload` the islands' chunks. */
export function islandsLoaderTag(entry: string, preload: string[]): string {
  return `<script data-src="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preload.join(' '))}">${ISLANDS_LOADER}</script>`;
}
