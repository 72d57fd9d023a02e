import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAVED_LEAVE_QUESTION, UnsavedChangesContext, type UnsavedRegistry } from '@jazz/client/forms/unsaved';

/** A click that would follow a link in this window (not a new tab, a download or an anchor on the page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) return null;
  return link;
}

/**
 * The admin's one guard against losing changes (web and desktop, every form): while any form
 * reports unsaved changes (`useUnsavedChanges`, which `useForm` calls), following a link asks
 * first, and a reload or closing the window asks through the browser's `beforeunload`.
 * Navigation the screens do themselves after a save, or after their own Back question, passes.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<symbol>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [registry] = useState<UnsavedRegistry>(() => ({
    set(form, isDirty) {
      if (isDirty) dirty.current.add(form);
      else dirty.current.delete(form);
      setAnyDirty(dirty.current.size > 0);
    },
  }));

  useEffect(() => {
    if (!anyDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the dialog only when returnValue is set
      event.returnValue = '';
    };
    // capture, before the router's own click handler on the link
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(UNSAVED_LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [anyDirty]);

  return <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>;
}
