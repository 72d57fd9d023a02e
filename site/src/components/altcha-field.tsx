import type {} from 'altcha/types/react';
import { isApiError } from '@jazz/client/api-client/errors';
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

/** What a Send throws when the check could not be solved: "Please be a human." under the widget. */
const UNSOLVED = new Error('the human check is not solved');

/** The longest a Send waits for the check to be solved before it says "Please be a human." */
const SOLVE_WAIT_MS = 20_000;

/** The widget's state and detail from its statechange event ({ state, payload? }). */
function stateOf(event: Event): { state: unknown; payload: unknown } {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail !== 'object' || !detail) return { state: undefined, payload: undefined };
  return { state: Reflect.get(detail, 'state'), payload: Reflect.get(detail, 'payload') };
}

/** Calls one of the widget's methods (getState, verify, reset) when the element has it. */
function call(element: HTMLElement | null, method: string): unknown {
  const found: unknown = element && Reflect.get(element, method);
  return typeof found === 'function' ? found.call(element) : undefined;
}

/**
 * The human check (ALTCHA) of a public form on the form hook. Its code loads once `active`
 * (the follow form waits for the first touch, so a page's first load carries none of it); a
 * solution works once, so each send asks for a fresh one. A Send pressed before the visitor
 * ticked the box (a quick typist, a phone whose widget is still loading) solves it then and
 * sends, rather than answering "Please be a human." (issue 46).
 */
export function useHumanCheck<Out>(
  form: Pick<FormApi<object, Out>, 'submit' | 'clearError' | 'setErrors'>,
  active = true,
): HumanCheck<Out> {
  const widget = useRef<HTMLElement>(null);
  const payload = useRef<string | null>(null);
  // the widget's code, loaded and listened to (a Send may come before it is even asked for: the
  // follow form asks at the first touch); and the Sends waiting for a solution
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!ready.current) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    ready.current = { promise, resolve };
  }
  const waiting = useRef<((solution: string | null) => void)[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const { clearError } = form;
  useEffect(() => {
    if (!active) return;
    let element: HTMLElement | null = null;
    const onState = (event: Event) => {
      const { state, payload: sent } = stateOf(event);
      payload.current = state === 'verified' && typeof sent === 'string' ? sent : null;
      if (payload.current) clearError('altcha');
      if (payload.current || state === 'error' || state === 'expired')
        for (const resolve of waiting.current.splice(0)) resolve(payload.current);
    };
    const loaded = ready.current!;
    void import('./altcha').then(({ loadAltcha }) =>
      loadAltcha().then(() => {
        element = widget.current;
        element?.addEventListener('statechange', onState);
        loaded.resolve();
      }),
    );
    return () => element?.removeEventListener('statechange', onState);
  }, [active, clearError]);

  /** The solution now: the one the widget has, else the widget solves it (once its code is there). */
  async function solution(): Promise<string | null> {
    if (payload.current) return payload.current;
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SOLVE_WAIT_MS));
    try {
      if ((await Promise.race([ready.current!.promise, late])) === 'late') return null;
      if (payload.current) return payload.current;
      const solved = new Promise<string | null>((resolve) => {
        waiting.current.push(resolve);
        void late.then(() => resolve(null));
      });
      // already under way when the visitor ticked the box just before: that one is awaited
      if (call(widget.current, 'getState') !== 'verifying') {
        const verified = call(widget.current, 'verify');
        if (verified instanceof Promise) verified.catch(() => {});
      }
      return await solved;
    } catch {
      return null;
    }
  }

  function submit(unsolved: string, send: (data: Out & { altcha: string }) => Promise<unknown>) {
    // the fields are checked first: a check is solved only for a request that can be sent
    return form.submit(
      async (data) => {
        setStatus('idle');
        // while busy ("Sending…"): a Send before the box was ticked waits for its solution
        const solved = await solution();
        if (!solved) throw UNSOLVED;
        try {
          await send({ ...data, altcha: solved });
          setStatus('sent');
        } finally {
          payload.current = null;
          call(widget.current, 'reset');
        }
      },
      {
        onError: (error) => {
          if (error === UNSOLVED) form.setErrors({ altcha: unsolved });
          // the server refused a field (400 { dates: "That date has passed…" }): it lands on that
          // field, as the form's own checks do, not as "please try again"
          else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) return false;
          else setStatus('failed');
          return true;
        },
      },
    );
  }

  return { widget, status, submit };
}

/**
 * Without script the human check can not be solved, so such a form is never sent: it says so
 * before anything is typed (the page its post is answered with gives a contact). A `noscript`:
 * the server writes it, a browser running the script shows nothing of it.
 */
export function NeedsScriptNote() {
  return (
    <noscript>
      <p className="form-notice">
        Sending this form needs JavaScript, which is off in your browser: turn it on and reload the page.
      </p>
    </noscript>
  );
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
