import type {} from 'altcha/types/react';
import type { FormApi } from '@jazz/client/forms';
import { useEffect, useRef, useState, type RefObject } from 'react';

type Status = 'idle' | 'sent' | 'failed';

export interface HumanCheck<Out> {
  widget: RefObject<HTMLElement | null>;
  /** What the status line says after the last send. */
  status: Status;
  /** Sends the checked fields with the solved check, or shows `unsolved` under the widget. */
  submit: (unsolved: string, send: (data: Out & { altcha: string }) => Promise<unknown>) => Promise<boolean>;
}

/**
 * The human check (ALTCHA) of a public form on the form hook. Its code loads once `active`
 * (the follow form waits for the first touch, so a page's first load carries none of it); a
 * solution works once, so each send asks for a fresh one.
 */
export function useHumanCheck<Out>(
  form: Pick<FormApi<object, Out>, 'submit' | 'clearError'>,
  active = true,
): HumanCheck<Out> {
  const widget = useRef<HTMLElement>(null);
  const payload = useRef<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const { clearError } = form;
  useEffect(() => {
    if (!active) return;
    let element: HTMLElement | null = null;
    const onState = (event: Event) => {
      // the ALTCHA widget's statechange event: a CustomEvent whose detail is { state, payload? }
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      const state = typeof detail === 'object' && detail ? Reflect.get(detail, 'state') : undefined;
      const sent = typeof detail === 'object' && detail ? Reflect.get(detail, 'payload') : undefined;
      payload.current = state === 'verified' && typeof sent === 'string' ? sent : null;
      if (payload.current) clearError('altcha');
    };
    void import('./altcha').then(({ loadAltcha }) =>
      loadAltcha().then(() => {
        element = widget.current;
        element?.addEventListener('statechange', onState);
      }),
    );
    return () => element?.removeEventListener('statechange', onState);
  }, [active, clearError]);

  function submit(unsolved: string, send: (data: Out & { altcha: string }) => Promise<unknown>) {
    const solution = payload.current;
    return form.submit(
      async (data) => {
        setStatus('idle');
        try {
          await send({ ...data, altcha: solution! });
          setStatus('sent');
        } finally {
          payload.current = null;
          const reset: unknown = widget.current && Reflect.get(widget.current, 'reset');
          if (typeof reset === 'function') reset.call(widget.current);
        }
      },
      {
        also: solution ? {} : { altcha: unsolved },
        onError: () => {
          setStatus('failed');
          return true;
        },
      },
    );
  }

  return { widget, status, submit };
}

/** The widget, with "Please be a human." under it when the form was sent unsolved. */
export function AltchaField({ check, error }: { check: HumanCheck<unknown>; error: string | undefined }) {
  return (
    <div className="field">
      <altcha-widget ref={check.widget} challenge="/api/altcha/challenge" name="altcha" />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of a public form that sends a message: the human check, the send button and the status line. */
export function SendWithCheck({
  check,
  error,
  busy,
  label,
  sending,
  messages,
}: {
  check: HumanCheck<unknown>;
  error: string | undefined;
  busy: boolean;
  /** The button's words: 'Send'. */
  label: string;
  /** The status line while sending: 'Sending your message…'. */
  sending: string;
  /** Null until the form's rules have loaded (on first touch); a send loads them first. */
  messages: { success: string; failure: string } | null;
}) {
  // the button is disabled while sending, which drops the keyboard focus to the page's start:
  // it goes to the line that says how the sending went instead
  const outcome = useRef<HTMLParagraphElement>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (busy) waiting.current = true;
    else if (waiting.current && check.status !== 'idle') {
      waiting.current = false;
      outcome.current?.focus();
    }
  }, [busy, check.status]);
  return (
    <>
      <AltchaField check={check} error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : label}
      </button>
      <div className="form-status" role="status" aria-live="polite">
        {busy && (
          <p className="loader">
            <span className="spinner" aria-hidden="true" /> {sending}
          </p>
        )}
        {check.status === 'sent' && (
          <p className="success" tabIndex={-1} ref={outcome}>
            {messages?.success}
          </p>
        )}
        {check.status === 'failed' && (
          <p className="failure" tabIndex={-1} ref={outcome}>
            {messages?.failure}
          </p>
        )}
      </div>
    </>
  );
}
