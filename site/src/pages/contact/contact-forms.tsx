import type { CONTACT_MESSAGES, ContactFields } from '@jazz/contracts';
import { useEffect, useState } from 'react';
import { lazySchema, TextField, useForm } from '@jazz/client/forms';
import { NeedsScriptNote, SendWithCheck, useHumanCheck } from '../../components/altcha-field';
import { BookingFormBody } from '../../features/booking/booking-form';
import { loadContracts } from '../../lib/load-contracts';
import { countHit } from '../../lib/hits';

const EMPTY: ContactFields = { firstName: '', lastName: '', email: '', subject: '', message: '' };

// the shared rules and the API client load when the visitor first touches the form
const contactSchema = lazySchema(async () => (await loadContracts()).contactFieldsSchema);

/**
 * The contact form and the booking request: the contact island's code (no router; a file of its
 * own, so the island's chunk never brings the page's router code).
 */
export function ContactForms({ who, groups }: { who: string; groups: string[] }) {
  const form = useForm(contactSchema, EMPTY, { idPrefix: 'contact' });
  const check = useHumanCheck(form);
  const [messages, setMessages] = useState<typeof CONTACT_MESSAGES | null>(null);
  const send = async () => {
    const { CONTACT_MESSAGES } = await loadContracts();
    setMessages(CONTACT_MESSAGES);
    return check.submit(CONTACT_MESSAGES.altcha, async (message) => {
      const { api } = await import('../../lib/api');
      await api.contact.send(message);
      countHit('contact');
      form.reset(EMPTY);
    });
  };

  return (
    <>
      <form
        className="contact-form"
        method="post"
        action="/api/contact"
        noValidate
        onSubmit={form.handleSubmit(send)}
        onFocus={() => {
          void contactSchema.load();
          void import('../../lib/api');
        }}
        aria-busy={form.busy}
      >
        <NeedsScriptNote />
        <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <TextField form={form} name="subject" label="Subject" required />
        <TextField form={form} name="message" label="Message" multiline rows={7} required />
        <SendWithCheck
          check={check}
          error={form.errors.altcha}
          busy={form.busy}
          label="Send"
          sending="Sending your message…"
          messages={messages}
        />
      </form>
      <BookingSection who={who} groups={groups} />
    </>
  );
}

/**
 * "Booking request": a second form for bookers, opened on demand (or by the
 * address /contact#booking) so the contact form stays the page's one form until then.
 */
function BookingSection({ who, groups }: { who: string; groups: string[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash === '#booking') setOpen(true);
  }, []);
  return (
    <section id="booking" aria-labelledby="contact-booking" className="contact-booking">
      <h2 id="contact-booking">Booking request</h2>
      <p>
        Booking a show? Tell {who === 'I' ? 'me' : who} about the date, the place and the band. Bios, photos and the
        tech rider are in the <a href="/press">press kit</a>.
      </p>
      {open ? (
        <BookingFormBody groups={groups} />
      ) : (
        <button type="button" className="button" aria-expanded="false" onClick={() => setOpen(true)}>
          Open the booking request form
        </button>
      )}
    </section>
  );
}
