import type { LineupEntry } from '../../../contracts';
import { FieldError } from '../../../forms/fields';
import type { EventFormApi } from './event-form-api';

/** The band on the night, one row per player (name and instrument). */
export function LineupRows({ form, label }: { form: EventFormApi; label: string }) {
  const rows = form.values.lineup;
  const setRow = (index: number, row: LineupEntry) =>
    form.set(
      'lineup',
      rows.map((r, i) => (i === index ? row : r)),
    );
  return (
    <fieldset className="lineup-rows">
      <legend>{label}</legend>
      {rows.map((row, index) => (
        <div className="lineup-row" key={index}>
          <div className="field">
            <label htmlFor={`lineup-name-${index}`}>Player {index + 1}</label>
            <input
              id={`lineup-name-${index}`}
              value={row.name}
              autoComplete="off"
              onChange={(e) => setRow(index, { ...row, name: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`lineup-instrument-${index}`}>Instrument {index + 1}</label>
            <input
              id={`lineup-instrument-${index}`}
              value={row.instrument}
              autoComplete="off"
              onChange={(e) => setRow(index, { ...row, instrument: e.target.value })}
            />
          </div>
          <button
            type="button"
            onClick={() =>
              form.set(
                'lineup',
                rows.filter((_, i) => i !== index),
              )
            }
          >
            Remove player {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => form.set('lineup', [...rows, { name: '', instrument: '' }])}>
        Add a player
      </button>
      <FieldError name="lineup" errors={form.errors} />
    </fieldset>
  );
}
