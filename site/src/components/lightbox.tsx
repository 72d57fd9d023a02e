import { useEffect, useRef } from 'react';
import type { Photo } from '@jazz/contracts';

interface Props {
  photos: Photo[];
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal <dialog>: the browser traps focus inside it and makes the page behind inert. Arrows
 * move between photos, Escape or a tap beside the photo closes, a horizontal swipe moves too.
 */
export function Lightbox({ photos, index, onChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const moved = useRef(false);
  const photo = photos[index]!;
  const count = photos.length;
  const go = (step: number) => onChange((index + step + count) % count);
  // the modal must be closed before focus can return to the page behind it
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`Photo ${index + 1} of ${count}`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start === null) return;
        const distance = event.clientX - start;
        moved.current = Math.abs(distance) > 10;
        if (Math.abs(distance) > 50) go(distance < 0 ? 1 : -1);
      }}
      onClick={(event) => {
        // a tap on the dark area around the photo closes, as in every gallery; a swipe does not
        const target = event.target;
        if (
          !moved.current &&
          (target === event.currentTarget || (target instanceof Element && target.tagName === 'FIGURE'))
        )
          close();
      }}
    >
      <figure>
        <img
          key={photo.id}
          src={photo.image}
          srcSet={photo.srcSet || undefined}
          sizes="(max-width: 1149px) 100vw, 80vw"
          width={photo.width}
          height={photo.height}
          alt={photo.title || `Photo ${index + 1}`}
          draggable={false}
        />
        <figcaption>
          <span className="lightbox-count" aria-live="polite">
            {index + 1} / {count}
          </span>{' '}
          <span className="lightbox-title">{photo.title}</span>
          {photo.credit && <span className="lightbox-credit"> {photo.credit}</span>}
        </figcaption>
      </figure>
      <button type="button" className="lightbox-prev" onClick={() => go(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">Previous photo</span>
      </button>
      <button type="button" className="lightbox-next" onClick={() => go(1)}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">Next photo</span>
      </button>
      <button type="button" className="lightbox-close" onClick={close} autoFocus>
        <span aria-hidden="true">×</span>
        <span className="sr-only">Close</span>
      </button>
    </dialog>
  );
}
