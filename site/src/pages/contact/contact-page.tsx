import type {} from 'altcha/types/react';
import { CONTACT_MESSAGES, contactFieldsSchema, parseFields, type ContactFields } from '@jazz/shared/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { api } from '../../lib/api';
import type { RootData } from '../../lib/root-data';

type Field = keyof ContactFields;
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const FIELDS: { name: Field; label: string; type?: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

const EMPTY: ContactFields = { firstName: '', lastName: '', email: '', subject: '', message: '' };

interface AltchaState {
  state: string;
  payload?: string;
}

export function ContactPage() {
  const who = (useRouteLoaderData('root') as RootData | undefined)?.site.name || 'I';
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'altcha', string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const payload = useRef<string | null>(null);
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    let element: HTMLElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaState>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
      if (payload.current) setErrors((current) => ({ ...current, altcha: undefined }));
    };
    void import('./altcha').then(({ loadAltcha }) =>
      loadAltcha().then(() => {
        element = widget.current;
        element?.addEventListener('statechange', onState);
      }),
    );
    return () => element?.removeEventListener('statechange', onState);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseFields(contactFieldsSchema, values);
    const found: typeof errors = parsed.ok ? {} : { ...parsed.errors };
    if (!payload.current) found.altcha = CONTACT_MESSAGES.altcha;
    setErrors(found);
    if (!parsed.ok || !payload.current) {
      const first = FIELDS.find((field) => found[field.name]);
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await api.contact.send({ ...parsed.data, altcha: payload.current });
      setStatus('sent');
      setValues(EMPTY);
    } catch {
      setStatus('failed');
    } finally {
      // a solution works once: the next message needs a fresh check
      payload.current = null;
      (widget.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
    }
  }

  return (
    <div className="page">
      <h1>Contact</h1>
      <p>Bookings, lessons or just to say hello: send a message and {who} will get back to you.</p>
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={status === 'sending'}>
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            value: values[field.name],
            required: true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            onChange: (e: { target: { value: string } }) => setValues({ ...values, [field.name]: e.target.value }),
          };
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              {field.multiline ? (
                <textarea rows={7} {...common} />
              ) : (
                <input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...common} />
              )}
              {error && (
                <p className="field-error" id={`${id}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="field">
          <altcha-widget ref={widget} challenge="/api/altcha/challenge" name="altcha" />
          {errors.altcha && (
            <p className="field-error" role="alert">
              {errors.altcha}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Send'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {status === 'sending' && (
            <p className="loader">
              <span className="spinner" aria-hidden="true" /> Sending your message…
            </p>
          )}
          {status === 'sent' && <p className="success">{CONTACT_MESSAGES.success}</p>}
          {status === 'failed' && <p className="failure">{CONTACT_MESSAGES.failure}</p>}
        </div>
      </form>
    </div>
  );
}
