import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../../api-client';
import {
  LESSON_DAY_NAMES,
  LESSON_DAYS,
  type LessonDay,
  type LessonFormat,
  type LessonSettings,
} from '../../../contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { ListHeader } from '../screen-header';
import './lessons.css';
import { sameValue } from '../../../contracts/compare';
import { useUnsavedChanges } from '../../../forms/unsaved';

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

/** The owner's lesson settings: weekly windows, lengths and prices, formats, the house rules. */
export function LessonSettingsScreen() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const [initial, setInitial] = useState<LessonSettings | null>(null);
  const [values, setValues] = useState<LessonSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.lessons.settings().then((s) => (setInitial(s), setValues(s)));
  }, [api]);

  // the admin's leave guard asks before a link drops a change
  useUnsavedChanges(!!values && !!initial && !sameValue(values, initial));

  if (!values || !initial) return <p>Loading...</p>;
  const set = <K extends keyof LessonSettings>(key: K, value: LessonSettings[K]) =>
    setValues({ ...values, [key]: value });
  const format = (key: LessonFormat['key']) => values.formats.find((f) => f.key === key);
  const setFormat = (key: LessonFormat['key'], next: LessonFormat | null) => {
    const others = values.formats.filter((f) => f.key !== key);
    set('formats', next ? [...others, next].sort((a) => (a.key === 'in-person' ? -1 : 1)) : others);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values || !initial) return;
    setBusy(true);
    setErrors({});
    setNotice('');
    try {
      const saved = await api.lessons.updateSettings(initial, values);
      setInitial(saved);
      setValues(saved);
      setNotice('Saved.');
    } catch (e) {
      if (isApiError(e) && e.status === 409 && e.current) {
        const current = e.current as LessonSettings;
        setInitial(current);
        setValues(current);
        setNotice(
          'These settings were changed elsewhere meanwhile: the current ones are shown. Make your change again.',
        );
      } else if (isApiError(e) && e.status === 400) setErrors(e.fieldErrors);
      else setNotice(isApiError(e) ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" role="alert">
        {errors[name]}
      </p>
    ) : null;
  const inPerson = format('in-person');
  const online = format('online');
  return (
    <section className="admin-screen admin-lesson-settings">
      <ListHeader title="Lesson settings" back={path('lessons')} />
      <form noValidate onSubmit={save} className="admin-form">
        {Object.keys(errors).length > 0 ? (
          <div className="field-error" role="alert">
            <ul>
              {Object.entries(errors).map(([field, text]) => (
                <li key={field}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <fieldset>
          <legend>Weekly availability</legend>
          <EditableRows
            rows={values.availability}
            onChange={(rows) => set('availability', rows)}
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
          {error('availability')}
        </fieldset>
        <fieldset>
          <legend>Lengths and prices</legend>
          <p id="lesson-price-hint" className="field-hint">
            The price as students read it, such as $60 or $60 (sliding scale). Left empty, no price is shown.
          </p>
          <EditableRows
            rows={values.lengths}
            onChange={(rows) => set('lengths', rows)}
            newRow={{ minutes: 60, price: '' }}
            addLabel="Add a length"
          >
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
          {error('lengths')}
        </fieldset>
        {NUMBERS.map(([key, label]) => (
          <label key={key}>
            {label}
            <input type="number" min={0} value={values[key]} onChange={(e) => set(key, Number(e.target.value))} />
            {error(key)}
          </label>
        ))}
        <label className="admin-check">
          <input type="checkbox" checked={values.approval} onChange={(e) => set('approval', e.target.checked)} />{' '}
          Bookings need my approval
        </label>
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
          {error('formats')}
        </fieldset>
        <label>
          House rules
          <textarea rows={4} value={values.houseRules} onChange={(e) => set('houseRules', e.target.value)} />
          {error('houseRules')}
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
