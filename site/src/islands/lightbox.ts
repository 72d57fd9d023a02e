import { plainClick } from '../lib/plain-click';

/**
 * The lightbox's island on /photos, in plain DOM code: the same modal <dialog> as
 * components/lightbox.tsx (the React app's), built from the gallery's own markup (each
 * thumbnail's image and its link's data-title and data-credit). Each thumbnail is a link to the
 * large photo, so without script a tap opens it; a plain click with script opens the lightbox. Arrows move between photos,
 * Escape or a tap beside the photo closes, a horizontal swipe moves too; focus returns to the
 * photo that opened it.
 */

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function control(className: string, mark: string, label: string): HTMLButtonElement {
  const button = element('button', className);
  button.type = 'button';
  const shown = element('span', '', mark);
  shown.setAttribute('aria-hidden', 'true');
  button.append(shown, element('span', 'sr-only', label));
  return button;
}

function open(items: HTMLElement[], start: number) {
  const opener = items[start]!;
  const count = items.length;
  let index = start;
  let swipeStart: number | null = null;
  let moved = false;
  const dialog = element('dialog', 'lightbox');
  const figure = element('figure');
  const img = element('img');
  img.sizes = '(max-width: 1149px) 100vw, 80vw';
  img.draggable = false;
  const caption = element('figcaption');
  const counter = element('span', 'lightbox-count');
  counter.setAttribute('aria-live', 'polite');
  const title = element('span', 'lightbox-title');
  const credit = element('span', 'lightbox-credit');
  caption.append(counter, ' ', title, credit);
  figure.append(img, caption);
  const prev = control('lightbox-prev', '‹', 'Previous photo');
  const next = control('lightbox-next', '›', 'Next photo');
  const close = control('lightbox-close', '×', 'Close');
  dialog.append(figure, prev, next, close);

  const show = () => {
    const item = items[index]!;
    const thumb = item.querySelector('img')!;
    // a new element per photo, as React's keyed <img>: no old photo shows while the next loads
    const fresh = img.cloneNode() as HTMLImageElement;
    fresh.removeAttribute('srcset');
    if (thumb.srcset) fresh.srcset = thumb.srcset;
    fresh.src = thumb.getAttribute('src') ?? '';
    fresh.width = thumb.width;
    fresh.height = thumb.height;
    if (thumb.getAttribute('width')) fresh.setAttribute('width', thumb.getAttribute('width')!);
    if (thumb.getAttribute('height')) fresh.setAttribute('height', thumb.getAttribute('height')!);
    fresh.alt = item.dataset.title || `Photo ${index + 1}`;
    figure.firstElementChild!.replaceWith(fresh);
    dialog.setAttribute('aria-label', `Photo ${index + 1} of ${count}`);
    counter.textContent = `${index + 1} / ${count}`;
    title.textContent = item.dataset.title ?? '';
    credit.textContent = item.dataset.credit ? ` ${item.dataset.credit}` : '';
  };
  const go = (step: number) => {
    index = (index + step + count) % count;
    show();
  };
  const shut = () => {
    dialog.close();
    dialog.remove();
    opener.focus();
  };

  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    shut();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  });
  dialog.addEventListener('pointerdown', (event) => {
    swipeStart = event.clientX;
  });
  dialog.addEventListener('pointerup', (event) => {
    const from = swipeStart;
    swipeStart = null;
    if (from === null) return;
    const distance = event.clientX - from;
    moved = Math.abs(distance) > 10;
    if (Math.abs(distance) > 50) go(distance < 0 ? 1 : -1);
  });
  dialog.addEventListener('click', (event) => {
    // a tap on the dark area around the photo closes, as in every gallery; a swipe does not
    const target = event.target as HTMLElement;
    if (!moved && (target === dialog || target.tagName === 'FIGURE')) shut();
  });
  prev.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));
  close.addEventListener('click', shut);

  show();
  opener.closest('.page')!.append(dialog);
  dialog.showModal();
  close.focus();
}

export function enhanceGallery() {
  document.addEventListener('click', (event) => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>('.gallery-item');
    const gallery = item?.closest('.gallery');
    if (!item || !gallery || !plainClick(event)) return;
    event.preventDefault();
    const items = Array.from(gallery.querySelectorAll<HTMLElement>('.gallery-item'));
    open(items, items.indexOf(item));
  });
}
