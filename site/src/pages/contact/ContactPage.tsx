import { CONTACT_MESSAGES, contactFieldsSchema, type ContactFields } from '@jazz/shared/contracts';
import { TextField, useForm } from '@jazz/shared/forms';
import { useState, type FormEvent } from 'react';
import { api } from '../../app/api';
import { AltchaField, useAltcha } from './altcha-field';

type Status = 'idle' | 'sent' | 'failed';

const FIELDS: {
  name: keyof ContactFields;
  label: string;
  type?: 'email';
  autoComplete?: string;
  multiline?: boolean;
}[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

const EMPTY: ContactFields = { firstName: '', lastName: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const form = useForm(contactFieldsSchema, EMPTY, { idPrefix: 'contact' });
  const [status, setStatus] = useState<Status>('idle');
  const altcha = useAltcha(true, () => form.clearError('altcha'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const solution = altcha.payload();
    await form.submit(
      async (data) => {
        setStatus('idle');
        try {
          await api.contact.send({ ...data, altcha: solution! });
          setStatus('sent');
          form.reset(EMPTY);
        } finally {
          altcha.reset();
        }
      },
      {
        also: solution ? {} : { altcha: CONTACT_MESSAGES.altcha },
        onError: () => {
          setStatus('failed');
          return true;
        },
      },
    );
  }

  return (
    <div className="page">
      <h1>Contact</h1>
      <p>Bookings, lessons or just to say hello: send a message and Sam will get back to you.</p>
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={form.busy}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            multiline={field.multiline}
            rows={7}
            required
          />
        ))}
        <AltchaField altcha={altcha} error={form.errors.altcha} />
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Send'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {form.busy && (
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
