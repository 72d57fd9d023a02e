import { useEffect } from 'react';
import { create } from 'zustand';
import './saved-notice.css';

interface SavedState {
  /** The latest "Saved." and a count, so the same words said twice are announced twice. */
  message: string;
  count: number;
}

const savedStore = create<SavedState>(() => ({ message: '', count: 0 }));

/** How long "Saved." stays on screen after a save. */
const SHOWN_MS = 6000;

/**
 * Says "Saved." in the admin's live region (SavedNotice): every form that saves through
 * useSave calls it, so the admin, who is usually taken back to a list, knows the save went through.
 */
export function announceSaved(message = 'Saved.') {
  savedStore.setState((state) => ({ message, count: state.count + 1 }));
}

/**
 * The admin's polite live region (no role="status": the desktop's status bar is the status): present (empty) from the start, so a screen reader announces
 * the text put into it; the text goes again after a few seconds.
 */
export function SavedNotice() {
  const { message, count } = savedStore();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => savedStore.setState({ message: '' }), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, count]);
  return (
    <p className="admin-saved" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
