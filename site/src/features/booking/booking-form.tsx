import { FIXED_BANDS } from '@jazz/contracts/bands';
import type { BookingFields, BOOKING_MESSAGES } from '@jazz/contracts';
import { FieldError, lazySchema, TextField, useForm } from '@jazz/client/forms';
import { useState } from 'react';
import { NeedsScriptNote, SendWithCheck, useHumanCheck } from '../../components/altcha-field';
import { loadContracts } from '../../lib/load-contracts';

const bookingSchema = lazySchema(async () => (await loadContracts()).bookingFieldsSchema);

const empty = (group: string): Required<BookingFields> => ({
  name: '',
  email: '',
  organization: '',
  city: '',
  dates: '',
  group,
  budget: '',
  message: '',
});

/**
 * "Booking request", on every press page and on /contact. The band is preselected on a band's
 * press page; the request is stored and the owner mailed. The booker's address is not verified,
 * so his copy is on screen (printable), not in a mail: at most a fixed-text acknowledgement is
 * mailed to him. The shared rules and the API client load when the visitor first touches the
 * form, not with the page. The site's group names come as a prop (no router): the form is an
 * island of /press and /contact (docs/islands.md).
 */
export function BookingFormBody({
  band = '',
  idPrefix = 'booking',
  groups,
}: {
  band?: string;
  idPrefix?: string;
  groups: string[];
}) {
  const names = [...new Set([...FIXED_BANDS.map((fixed) => fixed.name), ...groups])];
  if (band && !names.some((name) => name.toLowerCase() === band.toLowerCase())) names.unshift(band);
  const form = useForm(bookingSchema, empty(band), { idPrefix });
  const check = useHumanCheck(form);
  const [messages, setMessages] = useState<typeof BOOKING_MESSAGES | null>(null);
  const [sent, setSent] = useState<Required<BookingFields> | null>(null);
  const send = async () => {
    const { BOOKING_MESSAGES } = await loadContracts();
    setMessages(BOOKING_MESSAGES);
    return check.submit(BOOKING_MESSAGES.altcha, async (request) => {
      const { api } = await import('../../lib/api');
      await api.bookings.send(request);
      const { altcha: _altcha, ...fields } = request;
      setSent({ ...empty(band), ...fields });
      form.reset(empty(band));
    });
  };
  const select = form.bind('group');

  return (
    <form
      className="contact-form booking-form"
      method="post"
      action="/api/bookings"
      noValidate
      onSubmit={form.handleSubmit(send)}
      onFocus={() => {
        void bookingSchema.load();
        void import('../../lib/api');
      }}
      aria-busy={form.busy}
    >
      <NeedsScriptNote />
      <TextField form={form} name="name" label="Name" autoComplete="name" required />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField form={form} name="organization" label="Organization or venue" autoComplete="organization" required />
      <TextField form={form} name="city" label="City" autoComplete="address-level2" required />
      <TextField
        form={form}
        name="dates"
        label="Date or dates"
        hint="For example: December 12, or June 12 to 14, 2027."
        required
      />
      <div className="field">
        <label htmlFor={select.id}>Band</label>
        <select
          id={select.id}
          name={select.name}
          value={select.value}
          onChange={(event) => form.set('group', event.target.value)}
          aria-invalid={select['aria-invalid']}
          aria-describedby={select['aria-describedby']}
        >
          <option value="">Any band</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldError name="group" errors={form.errors} id={`${select.id}-error`} />
      </div>
      <TextField form={form} name="budget" label="Budget (optional)" />
      <TextField form={form} name="message" label="Message" multiline rows={6} required />
      <SendWithCheck
        check={check}
        error={form.errors.altcha}
        busy={form.busy}
        label="Send booking request"
        sending="Sending your request…"
        messages={messages}
      />
      {sent && <SentRequest request={sent} />}
    </form>
  );
}

/** The request as sent, for the booker's records: on screen, with a button to print it. */
function SentRequest({ request }: { request: Required<BookingFields> }) {
  const rows: [string, string][] = [
    ['Name', request.name],
    ['Email', request.email],
    ['Organization or venue', request.organization],
    ['City', request.city],
    ['Date or dates', request.dates],
    ['Band', request.group || 'Any band'],
    ['Budget', request.budget || '(not given)'],
    ['Message', request.message],
  ];
  return (
    <section className="booking-sent" aria-labelledby="booking-sent-title">
      <h3 id="booking-sent-title">Your request</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => window.print()}>
        Print your request
      </button>
    </section>
  );
}
