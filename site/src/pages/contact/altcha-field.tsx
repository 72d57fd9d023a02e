import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

export interface Altcha {
  widget: React.RefObject<HTMLElement | null>;
  /** The solved check, or null while unsolved (or used up). */
  payload: () => string | null;
  /** After a send: a solution works once, the next message needs a fresh check. */
  reset: () => void;
}

/**
 * The human check of the public forms (ALTCHA). Its code loads once `active` (the follow form
 * waits for the first touch, so a page's first load carries none of it); `onSolved` runs when
 * the visitor has solved it.
 */
export function useAltcha(active: boolean, onSolved: () => void): Altcha {
  const widget = useRef<HTMLElement>(null);
  const payload = useRef<string | null>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  });
  useEffect(() => {
    if (!active) return;
    let element: HTMLElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
      if (payload.current) solved.current();
    };
    void import('./altcha').then(({ loadAltcha }) =>
      loadAltcha().then(() => {
        element = widget.current;
        element?.addEventListener('statechange', onState);
      }),
    );
    return () => element?.removeEventListener('statechange', onState);
  }, [active]);
  return {
    widget,
    payload: () => payload.current,
    reset() {
      payload.current = null;
      (widget.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
    },
  };
}

/** The widget, with "Please be a human." under it when the form was sent unsolved. */
export function AltchaField({ altcha, error }: { altcha: Altcha; error: string | undefined }) {
  return (
    <div className="field">
      <altcha-widget ref={altcha.widget} challenge="/api/altcha/challenge" name="altcha" />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
