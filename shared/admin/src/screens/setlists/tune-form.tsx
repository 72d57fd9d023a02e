import { iswcProblem, TUNE_MESSAGES, type FieldErrors, type TuneData } from '@jazz/contracts';
import { CheckboxField } from '../../fields/checkbox-field';
import { ListItemForm } from '../screen-header';

/** The form's values of a tune: the share as typed. */
export interface TuneValues {
  title: string;
  composers: { name: string; pro: string; share: string }[];
  iswc: string;
  original: boolean;
  notes: string;
}

export const emptyTune = (): TuneValues => ({ title: '', composers: [], iswc: '', original: false, notes: '' });

export const tuneValuesOf = (tune: TuneData): TuneValues => ({
  title: tune.title,
  composers: (tune.composers ?? []).map((c) => ({
    name: c.name,
    pro: c.pro ?? '',
    share: c.share === undefined ? '' : String(c.share),
  })),
  iswc: tune.iswc ?? '',
  original: tune.original ?? false,
  notes: tune.notes ?? '',
});

/** What the API takes: a share typed as text becomes a number (the server's messages say what is wrong). */
export const tuneDataOf = (values: TuneValues): TuneData => ({
  ...values,
  composers: values.composers
    .filter((c) => c.name.trim() || c.pro.trim() || c.share.trim())
    .map((c) => ({
      name: c.name,
      ...(c.pro.trim() ? { pro: c.pro } : {}),
      ...(c.share.trim() ? { share: Number(c.share.replace('%', '').replace(',', '.')) } : {}),
    })),
});

interface TuneFormProps {
  values: TuneValues;
  errors: FieldErrors;
  heading: string;
  onChange: (values: TuneValues) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** A tune of the repertoire: title, writers (name, organisation, share), ISWC, original, notes. */
export function TuneForm({ values, errors, heading, onChange, onSave, onCancel }: TuneFormProps) {
  const setComposer = (index: number, key: 'name' | 'pro' | 'share', value: string) =>
    onChange({ ...values, composers: values.composers.map((c, i) => (i === index ? { ...c, [key]: value } : c)) });
  // a wrong check digit is said as it is typed (a form not yet whole waits for Save)
  const typedIswc = iswcProblem(values.iswc);
  const liveIswc = typedIswc === TUNE_MESSAGES.iswc ? undefined : typedIswc;
  const error = (key: string) => {
    const message = errors[key] ?? (key === 'iswc' ? liveIswc : undefined);
    return message && <p className="field-error">{message}</p>;
  };
  /** A text of the tune: its label, its box (a textarea when multiline) and its error under it. */
  const text = (
    key: 'title' | 'iswc' | 'notes',
    label: string,
    { multiline = false, ...input }: { multiline?: boolean; required?: boolean; placeholder?: string } = {},
  ) => {
    const box = {
      id: `tune-${key}`,
      value: values[key],
      'aria-invalid': Boolean(errors[key] ?? (key === 'iswc' && liveIswc)),
      onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
    };
    return (
      <div className="field">
        <label htmlFor={box.id}>{label}</label>
        {multiline ? <textarea {...box} /> : <input {...box} {...input} />}
        {error(key)}
      </div>
    );
  };
  return (
    <ListItemForm className="tune-form" heading={heading} onCancel={onCancel} onSave={onSave}>
      {text('title', 'Title', { required: true })}
      <fieldset className="tune-writers">
        <legend>Writers</legend>
        {values.composers.map((c, i) => (
          <div className="tune-writer" key={i}>
            <div className="field">
              <label htmlFor={`writer-name-${i}`}>Writer {i + 1}</label>
              <input id={`writer-name-${i}`} value={c.name} onChange={(e) => setComposer(i, 'name', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`writer-pro-${i}`}>Organisation {i + 1}</label>
              <input
                id={`writer-pro-${i}`}
                value={c.pro}
                list="tune-pros"
                placeholder="BMI, ASCAP…"
                onChange={(e) => setComposer(i, 'pro', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`writer-share-${i}`}>Share {i + 1} (%)</label>
              <input
                id={`writer-share-${i}`}
                inputMode="decimal"
                value={c.share}
                onChange={(e) => setComposer(i, 'share', e.target.value)}
              />
            </div>
            <button
              type="button"
              onClick={() => onChange({ ...values, composers: values.composers.filter((_, j) => j !== i) })}
            >
              Remove writer {i + 1}
            </button>
          </div>
        ))}
        <datalist id="tune-pros">
          {['ASCAP', 'BMI', 'SESAC', 'SOCAN', 'PRS', 'GMR'].map((pro) => (
            <option key={pro} value={pro} />
          ))}
        </datalist>
        <button
          type="button"
          onClick={() => onChange({ ...values, composers: [...values.composers, { name: '', pro: '', share: '' }] })}
        >
          Add a writer
        </button>
        {error('composers')}
      </fieldset>
      {text('iswc', 'ISWC', { placeholder: 'T-123.456.789-C' })}
      <CheckboxField
        id="tune-original"
        label="Original (my own work)"
        checked={values.original}
        onChange={(original) => onChange({ ...values, original })}
      />
      {text('notes', 'Notes', { multiline: true })}
    </ListItemForm>
  );
}
