import { plainClick } from '../lib/plain-click';

/**
 * The embed facades' island (components/embed-facade.tsx renders them): a plain click on a
 * preview, a link to the video's own page, puts the third-party player in its place instead. Its
 * address is already in the page (`data-src`), so this is plain DOM code, listening once for the
 * whole page. Without script the link opens the provider's page.
 */
export function enhanceEmbeds() {
  document.addEventListener('click', (event) => {
    const facade = (event.target as Element | null)?.closest?.('.embed > a.facade');
    const box = facade?.parentElement;
    if (!facade || !box?.dataset.src || !plainClick(event)) return;
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = box.dataset.src;
    frame.title = box.dataset.title ?? '';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    // a player's own height, which the preview only had as its least
    if (box.style.minHeight) {
      box.style.height = box.style.minHeight;
      box.style.minHeight = '';
    }
    facade.replaceWith(frame);
  });
}
