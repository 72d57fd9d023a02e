import { Fragment, type ReactNode } from 'react';
import {
  EVENT_FIELD_KEYS,
  EVENT_FIELD_TABLE,
  EVENT_STATUSES,
  emptyEventValues,
  type EventField,
  type EventFieldRow,
  type EventValues,
  type FieldsOfInput,
} from '@jazz/contracts';
import { followTimeText } from '@jazz/contracts/shows/time-text';
import { DateTimeField } from '../../fields/date-time-field';
import { FieldError, FormError, TextField, StaleDraftNotice } from '@jazz/client/forms/fields';
import { useAdminHost } from '../../host';
import { useLoadedList } from '../../use-data';
import { BackAndSubmit } from '../screen-header';
import { SetlistEditor } from '../setlists/setlist-editor';
import type { EventFormApi } from './event-form-api';
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

/** Add Event's "Repeats" and Edit Event's "This show / This and following / All" follow this field. */
const DATES_AFTER: EventField = 'timeTBA';

interface EventFormProps {
  form: EventFormApi;
  submitLabel: 'Add' | 'Save';
  onSubmit: () => void;
  onBack: () => void;
  /** docs/product.md: Edit Event marks Description required (it stays optional in the schema). */
  descriptionRequired?: boolean;
  /** Add Event's "Repeats", Edit Event's "This show / This and following / All": after the dates. */
  dates?: ReactNode;
  /** The show being edited and its residency: the setlist's "played here" marks read them. */
  show?: { _id: string; seriesId?: string | undefined };
  children?: ReactNode;
}

/**
 * The fields of Add Event and Edit Event: every row of the event field table, in its order, with
 * its label and the widget of its input kind (so a field added to the table is in the form).
 */
export function EventForm({
  form,
  submitLabel,
  onSubmit,
  onBack,
  descriptionRequired,
  dates,
  show,
  children,
}: EventFormProps) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <StaleDraftNotice form={form} />
      {EVENT_FIELD_KEYS.map((name) => (
        <Fragment key={name}>
          <EventInput form={form} name={name} required={name === 'description' && descriptionRequired} show={show} />
          {name === DATES_AFTER && dates}
        </Fragment>
      ))}
      <FormError errors={form.errors} />
      <BackAndSubmit confirmLeave={form.confirmLeave} onBack={onBack} label={submitLabel} busy={form.busy} />
      {children}
    </form>
  );
}

interface EventInputProps {
  form: EventFormApi;
  name: EventField;
  /** Required on this form even where the table does not say so. */
  required?: boolean | undefined;
  show?: EventFormProps['show'];
}

/** The fields a show with a saved venue takes from the venue's record. */
const FROM_SAVED_VENUE = new Set<EventField>(['venue', 'venueLink', 'location', 'address']);

/** What a text-like input kind sets on its TextField (the rest comes from the field's row). */
const TEXT_INPUTS = {
  text: { autoComplete: 'off' },
  url: { type: 'url' },
  multiline: { multiline: true },
} as const;

/** One field of the table as its input kind shows it. */
function EventInput({ form, name, required, show }: EventInputProps) {
  const { timezone } = useAdminHost();
  const row: EventFieldRow = EVENT_FIELD_TABLE[name];
  const { label, hint } = row;
  const isRequired = row.required || required;
  // a saved venue's name, link and place are its record's: read-only here, changed by "Edit venue"
  const readOnly = Boolean(form.values.venueId) && FROM_SAVED_VENUE.has(name);
  switch (row.input) {
    case 'text':
    case 'url':
    case 'multiline':
      return (
        <TextField
          form={form}
          name={name}
          label={label}
          required={isRequired}
          hint={hint}
          readOnly={readOnly}
          {...TEXT_INPUTS[row.input]}
        />
      );
    case 'group':
      return <GroupField form={form} name={name} label={label} required={isRequired} />;
    case 'venue':
      return <VenuePicker form={form} label={label} />;
    case 'lineup':
      return <LineupRows form={form} label={label} />;
    case 'check':
      // safe: the field table's input kind of `name` is checked by the switch on inputOf(name) above
      return <CheckField form={form} name={name as FieldsOfInput<'check'>} label={label} hint={hint} />;
    case 'instant':
      return (
        <DateTimeField
          name={name}
          label={label}
          // safe: the switch on inputOf(name) above: an instant field
          value={form.values[name as FieldsOfInput<'instant'>]}
          onChange={(iso) => {
            const field = name as FieldsOfInput<'instant'>;
            form.set(field, iso);
            // a time text that is only a time moves with the start and end (the show page and the .ics agree)
            const times = { ...form.values, [field]: iso };
            const followed = followTimeText(times, timezone);
            if (iso && followed !== form.values.timeText) form.set('timeText', followed);
          }}
          errors={form.errors}
          timezone={timezone}
        />
      );
    case 'status':
      // safe: the switch on inputOf(name) above: the status field
      return <StatusField form={form} name={name as FieldsOfInput<'status'>} label={label} />;
    case 'setlist':
      return <SetlistEditor form={form} label={label} eventId={show?._id} seriesId={show?.seriesId} />;
  }
}

/** A band's name, with the saved bands' names to pick from. */
function GroupField({ form, name, label, required }: EventInputProps & { label: string }) {
  const groups = useLoadedList('groups', ({ items }) => ({ items }));
  return (
    <>
      <TextField
        form={form}
        name={name}
        label={label}
        required={required}
        list="admin-group-names"
        autoComplete="off"
      />
      <datalist id="admin-group-names">
        {groups.items.map((g) => (
          <option key={g._id} value={g.name} />
        ))}
      </datalist>
    </>
  );
}

/** A yes/no field of the form (Sold out, Time to be announced). */
function CheckField({
  form,
  name,
  label,
  hint,
}: {
  form: EventFormApi;
  name: FieldsOfInput<'check'>;
  label: string;
  hint?: string | undefined;
}) {
  const id = form.idOf(name);
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={form.values[name]}
        onChange={(e) => form.set(name, e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <FieldError name={name} errors={form.errors} />
    </div>
  );
}

function StatusField({ form, name, label }: { form: EventFormApi; name: FieldsOfInput<'status'>; label: string }) {
  const { onChange: _text, ...binding } = form.bind(name);
  return (
    <div className="field">
      <label htmlFor={binding.id}>{label}</label>
      <select {...binding} value={binding.value || 'scheduled'} onChange={(e) => form.set(name, e.target.value)}>
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={form.errors} />
    </div>
  );
}
