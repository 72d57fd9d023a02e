import type { ReactNode } from 'react';
import { EVENT_STATUSES, emptyEventValues, eventDataSchema, type EventValues } from '../../../contracts';
import { DateTimeField } from '../../fields/date-time-field';
import { FieldError, FormError, TextField, StaleDraftNotice } from '../../../forms/fields';
import type { z } from 'zod';
import type { FormApi } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useLoadedList } from '../../stores';
import { BackButton } from '../screen-header';
import { LineupRows } from './lineup-rows';
import { VenuePicker } from './venue-picker';

export type { EventValues };

/** A new show's form: the field table's defaults. */
export const emptyEvent: EventValues = emptyEventValues();

const STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/** The form of an event: the shared schema's rules (Group and Venue required, links, lengths). */
export type EventFormApi = FormApi<EventValues, z.output<typeof eventDataSchema>>;

interface EventFormProps {
  form: EventFormApi;
  submitLabel: 'Add' | 'Save';
  onSubmit: () => void;
  onBack: () => void;
  /** docs/product.md: Edit Event marks Description required (it stays optional in the schema). */
  descriptionRequired?: boolean;
  /** Add Event's "Repeats", Edit Event's "This show / This and following / All": after the dates. */
  dates?: ReactNode;
  children?: ReactNode;
}

/**
 * The fields of Add Event and Edit Event, in the order of docs/product.md, with Address and
 * Status (issue 10) beside the fields they belong with; EVENT_FORM_FIELDS follows this order.
 */
export function EventForm({
  form,
  submitLabel,
  onSubmit,
  onBack,
  descriptionRequired,
  dates,
  children,
}: EventFormProps) {
  const { timezone } = useAdminHost();
  const groups = useLoadedList('groups', ({ items }) => ({ items }));
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <StaleDraftNotice form={form} />
      <TextField form={form} name="title" label="Title" autoComplete="off" />
      <TextField form={form} name="group" label="Group" required list="admin-group-names" autoComplete="off" />
      <datalist id="admin-group-names">
        {groups.items.map((g) => (
          <option key={g._id} value={g.name} />
        ))}
      </datalist>
      <TextField form={form} name="groupLink" label="Group Link" type="url" />
      <VenuePicker form={form} />
      <TextField form={form} name="venue" label="Venue" required autoComplete="off" />
      <TextField form={form} name="venueLink" label="Venue Link" type="url" />
      <TextField form={form} name="location" label="Location" autoComplete="off" />
      <TextField form={form} name="address" label="Address" autoComplete="off" />
      <LineupRows form={form} />
      <TextField form={form} name="ticketsLink" label="Tickets Link" type="url" />
      <TextField
        form={form}
        name="price"
        label="Price"
        autoComplete="off"
        hint="For example: $20, students $10 or Free."
      />
      <CheckField form={form} name="soldOut" label="Sold out" />
      <DateTimeField
        name="startDate"
        label="Start Date & Time"
        value={form.values.startDate}
        onChange={(iso) => form.set('startDate', iso)}
        errors={form.errors}
        timezone={timezone}
      />
      <DateTimeField
        name="endDate"
        label="End Date & Time"
        value={form.values.endDate}
        onChange={(iso) => form.set('endDate', iso)}
        errors={form.errors}
        timezone={timezone}
      />
      <CheckField form={form} name="timeTBA" label="Time to be announced" />
      {dates}
      <TextField form={form} name="timeText" label="Time Text" autoComplete="off" />
      <StatusField form={form} />
      <TextField form={form} name="description" label="Description" multiline required={descriptionRequired} />
      <FormError errors={form.errors} />
      <div className="form-actions">
        <BackButton confirmLeave={form.confirmLeave} onLeave={onBack} />
        <button type="submit" disabled={form.busy}>
          {submitLabel}
        </button>
      </div>
      {children}
    </form>
  );
}

/** A yes/no field of the form (Sold out, Time to be announced). */
function CheckField({ form, name, label }: { form: EventFormApi; name: 'soldOut' | 'timeTBA'; label: string }) {
  const id = form.idOf(name);
  return (
    <div className="field field-checkbox">
      <input id={id} type="checkbox" checked={form.values[name]} onChange={(e) => form.set(name, e.target.checked)} />
      <label htmlFor={id}>{label}</label>
      <FieldError name={name} errors={form.errors} />
    </div>
  );
}

function StatusField({ form }: { form: EventFormApi }) {
  const { onChange: _text, ...binding } = form.bind('status');
  return (
    <div className="field">
      <label htmlFor={binding.id}>Status</label>
      <select {...binding} value={binding.value || 'scheduled'} onChange={(e) => form.set('status', e.target.value)}>
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <FieldError name="status" errors={form.errors} />
    </div>
  );
}
