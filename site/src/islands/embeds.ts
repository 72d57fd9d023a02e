/**
 * The embed facades' island (components/embed-facade.tsx renders them): a click on a preview
 * puts the third-party player in its place. Its address is already in the page (`data-src`),
 * so this is plain DOM code, listening once for the whole page.
 */
export function enhanceEmbeds() {
  document.addEventListener('click', (event) => {
    const facade = (event.target as Element | null)?.closest?.('.embed > button.facade');
    const box = facade?.parentElement;
    if (!facade || !box?.dataset.src) return;
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
