import { useEffect, useLayoutEffect, useRef } from 'react';

// The element a dialog gives the focus back to. The browser's own choice is the element
// focused when the dialog opened, but a Save that sent a request was disabled meanwhile (the
// form waits), so by then the focus had fallen to the page: remember the last real one.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });

/**
 * Opens a native `<dialog>` as a modal while it is mounted: the browser traps the focus in it,
 * makes the page under it inert and turns Escape into a `cancel` event, answered by `onCancel`.
 * Unmounting closes it first and gives the focus back to where the admin was.
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
    const active = document.activeElement;
    const returnTo = active && active !== document.body ? active : lastFocused;
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
      if (returnTo instanceof HTMLElement && returnTo.isConnected && !dialog.contains(returnTo)) returnTo.focus();
    };
  }, []);
  return ref;
}
