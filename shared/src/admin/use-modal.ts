import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as a modal while it is mounted: the browser traps the focus in it,
 * makes the page under it inert and turns Escape into a `cancel` event, answered by `onCancel`.
 * Unmounting closes it first, so the focus goes back where it was before the dialog opened.
 */
export function useModal(onCancel: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  // a layout effect: its cleanup runs before React removes the element, while close() can
  // still hand the focus back
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancelEvent = (event: Event) => {
      // the screen's state decides: the dialog leaves when its owner unmounts it
      event.preventDefault();
      cancel.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
