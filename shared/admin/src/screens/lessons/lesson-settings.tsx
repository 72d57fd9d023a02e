import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LESSON_DAY_NAMES, LESSON_DAYS, type LessonDay, type LessonFormat, type LessonSettings } from '@jazz/contracts';
import { useAdminPath } from '../../paths';
import { DataStatus } from '../../data-error';
import { ListHeader } from '../screen-header';
import './lessons.css';
import { useLessonSettings } from './use-lesson-settings';

const NUMBERS = [
  ['bufferMinutes', 'Buffer between lessons (minutes)'],
  ['noticeHours', 'Minimum notice (hours)'],
  ['horizonWeeks', 'Bookable ahead (weeks)'],
  ['gigBufferHours', 'No lessons before a show (hours)'],
  ['cancelHours', 'Free cancellation until (hours before)'],
  ['maxLessonsPerStudent', 'Lessons one student may book ahead'],
] as const;

const WINDOW_ENDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

const FORMAT_DEFAULTS: Record<LessonFormat['key'], LessonFormat> = {
  'in-person': { key: 'in-person', label: 'In person', address: '' },
  online: { key: 'online', label: 'Online', link: '' },
};

/** The formats with one of them set (or, with null, left out); in person first. */
function withFormat(formats: LessonFormat[], key: LessonFormat['key'], next: LessonFormat | null): LessonFormat[] {
  const others = formats.filter((f) => f.key !== key);
  return next ? [...others, next].sort((a) => (a.key === 'in-person' ? -1 : 1)) : others;
}

/** A field's refusal by the server, if any. */
function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <p className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** Every refusal at the top of the form. */
function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  return Object.keys(errors).length > 0 ? (
    <div className="field-error" role="alert">
      <ul>
        {Object.entries(errors).map(([field, text]) => (
          <li key={field}>{text}</li>
        ))}
      </ul>
    </div>
  ) : null;
}

/** The weekly windows a student may book in. */
function AvailabilityFields({
  rows,
  onChange,
  error,
}: {
  rows: LessonSettings['availability'];
  onChange: (rows: LessonSettings['availability']) => void;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend>Weekly availability</legend>
      <EditableRows
        rows={rows}
        onChange={onChange}
        newRow={{ day: 'TU', from: '14:00', to: '19:00' }}
        addLabel="Add a window"
      >
        {(w, change) => (
          <>
            <select aria-label="Day" value={w.day} onChange={(e) => change({ day: e.target.value as LessonDay })}>
              {LESSON_DAYS.map((d) => (
                <option key={d} value={d}>
                  {LESSON_DAY_NAMES[d]}
                </option>
              ))}
            </select>
            {WINDOW_ENDS.map(([key, label]) => (
              <input
                key={key}
                aria-label={label}
                type="time"
                step={1800}
                value={w[key]}
                onChange={(e) => change({ [key]: e.target.value })}
              />
            ))}
          </>
        )}
      </EditableRows>
      <FieldError text={error} />
    </fieldset>
  );
}

/** The lengths a lesson may have, each with its price. */
function LengthsFields({
  rows,
  onChange,
  error,
}: {
  rows: LessonSettings['lengths'];
  onChange: (rows: LessonSettings['lengths']) => void;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend>Lengths and prices</legend>
      <p id="lesson-price-hint" className="field-hint">
        The price as students read it, such as $60 or $60 (sliding scale). Left empty, no price is shown.
      </p>
      <EditableRows rows={rows} onChange={onChange} newRow={{ minutes: 60, price: '' }} addLabel="Add a length">
        {(l, change) => (
          <>
            {/* visible labels, and no sample price that reads as one already set */}
            <label className="lesson-length-field">
              Minutes
              <input
                type="number"
                min={15}
                max={240}
                step={15}
                value={l.minutes}
                onChange={(e) => change({ minutes: Number(e.target.value) })}
              />
            </label>
            <label className="lesson-length-field">
              Price
              <input
                value={l.price}
                aria-describedby="lesson-price-hint"
                onChange={(e) => change({ price: e.target.value })}
              />
            </label>
          </>
        )}
      </EditableRows>
      <FieldError text={error} />
    </fieldset>
  );
}

/** In person (a town shown before booking, an address told after) and online (a link told after). */
function FormatsFields({
  formats,
  onChange,
  error,
}: {
  formats: LessonFormat[];
  onChange: (formats: LessonFormat[]) => void;
  error: string | undefined;
}) {
  const setFormat = (key: LessonFormat['key'], next: LessonFormat | null) => onChange(withFormat(formats, key, next));
  const inPerson = formats.find((f) => f.key === 'in-person');
  const online = formats.find((f) => f.key === 'online');
  return (
    <fieldset>
      <legend>Formats</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={!!inPerson}
          onChange={(e) => setFormat('in-person', e.target.checked ? FORMAT_DEFAULTS['in-person'] : null)}
        />{' '}
        In person
      </label>
      {inPerson?.key === 'in-person' ? (
        <>
          <label>
            Town (shown before booking)
            <input
              value={inPerson.town ?? ''}
              onChange={(e) => setFormat('in-person', { ...inPerson, town: e.target.value })}
            />
          </label>
          <label>
            Studio address (told to students once booked)
            <input
              value={inPerson.address}
              onChange={(e) => setFormat('in-person', { ...inPerson, address: e.target.value })}
            />
          </label>
        </>
      ) : null}
      <label className="admin-check">
        <input
          type="checkbox"
          checked={!!online}
          onChange={(e) => setFormat('online', e.target.checked ? FORMAT_DEFAULTS.online : null)}
        />{' '}
        Online
      </label>
      {online?.key === 'online' ? (
        <label>
          Lesson link (told to students once booked)
          <input value={online.link} onChange={(e) => setFormat('online', { ...online, link: e.target.value })} />
        </label>
      ) : null}
      <FieldError text={error} />
    </fieldset>
  );
}

/** The owner's lesson settings: weekly windows, lengths and prices, formats, the house rules. */
export function LessonSettingsScreen() {
  const path = useAdminPath();
  const { read, initial, values, setValues, errors, notice, busy, save } = useLessonSettings();

  if (!values || !initial) return <DataStatus reads={[read]} />;
  const set = <K extends keyof LessonSettings>(key: K, value: LessonSettings[K]) =>
    setValues({ ...values, [key]: value });

  return (
    <section className="admin-screen admin-lesson-settings">
      <ListHeader title="Lesson settings" back={path('lessons')} />
      <p>
        Appointments in your own calendar can keep lesson times free: <Link to={path('calendar')}>Calendar</Link>.
      </p>
      <form noValidate onSubmit={save} className="admin-form">
        <ErrorSummary errors={errors} />
        <AvailabilityFields
          rows={values.availability}
          onChange={(rows) => set('availability', rows)}
          error={errors.availability}
        />
        <LengthsFields rows={values.lengths} onChange={(rows) => set('lengths', rows)} error={errors.lengths} />
        {NUMBERS.map(([key, label]) => (
          <label key={key}>
            {label}
            <input type="number" min={0} value={values[key]} onChange={(e) => set(key, Number(e.target.value))} />
            <FieldError text={errors[key]} />
          </label>
        ))}
        <label className="admin-check">
          <input type="checkbox" checked={values.approval} onChange={(e) => set('approval', e.target.checked)} />{' '}
          Bookings need my approval
        </label>
        <FormatsFields
          formats={values.formats}
          onChange={(formats) => set('formats', formats)}
          error={errors.formats}
        />
        <label>
          House rules
          <textarea rows={4} value={values.houseRules} onChange={(e) => set('houseRules', e.target.value)} />
          <FieldError text={errors.houseRules} />
        </label>
        <div className="admin-actions">
          <button type="submit" disabled={busy}>
            Save
          </button>
        </div>
        <p role="status" aria-live="polite">
          {notice}
        </p>
      </form>
    </section>
  );
}

/** A list of small rows (a window, a length), each with its controls and Remove, and a button that adds one. */
function EditableRows<Row>({
  rows,
  onChange,
  newRow,
  addLabel,
  children,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  newRow: NoInfer<Row>;
  addLabel: string;
  children: (row: Row, change: (next: Partial<Row>) => void) => ReactNode;
}) {
  return (
    <>
      {rows.map((row, i) => (
        <div key={i} className="admin-row">
          {children(row, (next) => onChange(rows.map((x, j) => (j === i ? { ...x, ...next } : x))))}
          <button type="button" className="secondary" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...rows, newRow])}>
        {addLabel}
      </button>
    </>
  );
}
