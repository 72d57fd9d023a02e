import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import type { FieldErrors } from '@jazz/contracts';
import { FieldError } from '@jazz/client/forms/fields';
import { dayOf, dayParts, dayText, zoneLabel } from '@jazz/contracts/time';
import { errorId, fieldId } from '@jazz/client/forms/use-form';
import { fromPickerDate, toPickerDate } from '../timezone';

interface DateTimeFieldProps {
  name: string;
  label: string;
  /** An ISO instant, or '' when not set. */
  value: string;
  onChange: (iso: string) => void;
  errors: FieldErrors;
  /** The zone the wall-clock time is edited in (the host's SITE_TIMEZONE). */
  timezone: string;
}

/** The site's today at 12:00 on the picker's clock: where an empty field's time list starts. */
function noonToday(today: string): Date {
  const [year, month, day] = dayParts(today);
  return new Date(year, month - 1, day, 12);
}

/** The day a picker Date's local fields name (the picker's days are wall days in the site's zone). */
const pickerDay = (date: Date) => dayText(date.getFullYear(), date.getMonth() + 1, date.getDate());

/**
 * Date and time in 15-minute steps, shown like "May 3, 2027 8:00 PM". The picker works on the
 * computer's local Date; we hand it a Date whose local fields are the wall time in `timezone`
 * and convert back, so the musician sees Vermont time even on a laptop set to Paris.
 */
export function DateTimeField({ name, label, value, onChange, errors, timezone }: DateTimeFieldProps) {
  const invalid = Boolean(errors[name]);
  const selected = toPickerDate(value, timezone);
  // today is the site's: the picker's own "today" is the computer's, a day off near midnight
  // on a laptop in another zone (its mark is undone in date-time-field.css)
  const today = dayOf(Date.now(), timezone);
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <DatePicker
        id={fieldId(name)}
        name={name}
        selected={selected}
        // an empty field opens its time list at noon (shows are in the evening); earlier times
        // are a scroll up
        openToDate={selected ?? noonToday(today)}
        dayClassName={(date) => (pickerDay(date) === today ? 'site-today' : '')}
        onChange={(date: Date | null) => onChange(date ? fromPickerDate(date, timezone) : '')}
        showTimeSelect
        timeIntervals={15}
        dateFormat="MMMM d, yyyy h:mm aa"
        timeFormat="h:mm aa"
        autoComplete="off"
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={[invalid ? errorId(name) : '', `${fieldId(name)}-zone`].filter(Boolean).join(' ')}
      />
      <small id={`${fieldId(name)}-zone`} className="field-hint">
        {zoneLabel(timezone)}, the site's time zone
      </small>
      <FieldError name={name} errors={errors} />
    </div>
  );
}
