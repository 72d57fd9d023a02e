import { createContext, useContext, useEffect, useState } from 'react';

/** Asked before leaving a screen (a link, a reload, closing the tab) that holds unsaved changes. */
export const UNSAVED_LEAVE_QUESTION = 'Leave this screen? Your unsaved changes will be lost.';

/** Where forms report whether they hold unsaved changes (the admin's guard provides it). */
export interface UnsavedRegistry {
  set: (form: symbol, dirty: boolean) => void;
}

export const UnsavedChangesContext = createContext<UnsavedRegistry | null>(null);

/**
 * Tells the admin's leave guard that this form holds unsaved changes while `dirty`. Every
 * `useForm` calls it; a form with its own state (a photo's credit) calls it itself. Outside the
 * admin (no guard) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    registry?.set(form, dirty);
  }, [registry, form, dirty]);
  useEffect(() => () => registry?.set(form, false), [registry, form]);
}
