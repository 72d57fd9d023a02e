import type {} from 'altcha/types/react';
import type * as Contracts from '@jazz/shared/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../../lib/root-data';
import './follow.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed';
type Errors = Partial<Record<'email' | 'groups' | 'altcha', string>>;

/**
 * "Get an e-mail when a show is announced": an address, the bands (all, or some), the human
 * check. The widget, the shared rules (zod, about 30 KB) and the API client load when the
 * visitor first touches the form, so the page's first load carries none of them.
 */
export function FollowForm({ band }: { band?: string }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const bands = [...new Set((root?.groups ?? []).map((group) => group.name))];
  const id = useId();
  const [email, setEmail] = useState('');
  const [all, setAll] = useState(!band);
  const [chosen, setChosen] = useState<string[]>(band ? [band] : []);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [checking, setChecking] = useState(false);
  const payload = useRef<string | null>(null);
  const widget = useRef<HTMLElement>(null);
  const contracts = useRef<Promise<typeof Contracts> | null>(null);
  const loadContracts = () => (contracts.current ??= import('@jazz/shared/contracts'));
  const [messages, setMessages] = useState<(typeof Contracts)['FOLLOW_MESSAGES'] | null>(null);

  useEffect(() => {
    if (!checking) return;
    let element: HTMLElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
      if (payload.current) setErrors((current) => ({ ...current, altcha: undefined }));
    };
    void import('../../pages/contact/altcha').then(({ loadAltcha }) =>
      loadAltcha().then(() => {
        element = widget.current;
        element?.addEventListener('statechange', onState);
      }),
    );
    return () => element?.removeEventListener('statechange', onState);
  }, [checking]);

  const toggle = (name: string, on: boolean) =>
    setChosen((current) => (on ? [...current, name] : current.filter((other) => other !== name)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const { FOLLOW_MESSAGES, followFieldsSchema, parseFields } = await loadContracts();
    setMessages(FOLLOW_MESSAGES);
    const parsed = parseFields(followFieldsSchema, { email, groups: all ? 'all' : chosen });
    const found: Errors = parsed.ok ? {} : { ...parsed.errors };
    if (!payload.current) found.altcha = FOLLOW_MESSAGES.altcha;
    setErrors(found);
    if (!parsed.ok || !payload.current) {
      const first = (['email', 'groups'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const { api } = await import('../../lib/api');
      await api.follow.request({ ...parsed.data, altcha: payload.current });
      setStatus('sent');
      setEmail('');
    } catch {
      setStatus('failed');
    } finally {
      // a solution works once
      payload.current = null;
      (widget.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
    }
  }

  return (
    <section className="follow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Get an e-mail when a show is announced</h2>
      <form
        noValidate
        onSubmit={submit}
        onFocus={() => {
          setChecking(true);
          void loadContracts();
        }}
        aria-busy={status === 'sending'}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          {errors.email && (
            <p className="field-error" id={`${id}-email-error`}>
              {errors.email}
            </p>
          )}
        </div>
        {bands.length > 1 && (
          <fieldset
            className="follow-bands"
            id={`${id}-groups`}
            tabIndex={-1}
            aria-describedby={errors.groups ? `${id}-groups-error` : undefined}
          >
            <legend>Bands</legend>
            <label>
              <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> All bands
            </label>
            {bands.map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={all || chosen.includes(name)}
                  disabled={all}
                  onChange={(e) => toggle(name, e.target.checked)}
                />{' '}
                {name}
              </label>
            ))}
            {errors.groups && (
              <p className="field-error" id={`${id}-groups-error`}>
                {errors.groups}
              </p>
            )}
          </fieldset>
        )}
        {checking && (
          <div className="field">
            <altcha-widget ref={widget} challenge="/api/altcha/challenge" name="altcha" />
            {errors.altcha && (
              <p className="field-error" role="alert">
                {errors.altcha}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Follow'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {status === 'sent' && <p className="success">{messages?.accepted}</p>}
          {status === 'failed' && <p className="failure">{messages?.failure}</p>}
        </div>
      </form>
    </section>
  );
}
