import { useState } from 'react';
import { formErrors } from '@jazz/client/api-client/errors';
import type { FieldErrors } from '@jazz/contracts';
import type { Call } from '@jazz/contracts/calls';
import type { Person } from '@jazz/contracts/money';
import { DateTimeField } from '../../fields/date-time-field';
import { useAdminHost } from '../../host';
import { CentsInput, TextInput } from '../money/money-inputs';

/**
 * The "Call" form of a chair: the instrument, who is asked first and the backups in order, the
 * fee, the answer-by time (empty: the server's default, 72 hours or the day before the show) and
 * a note. Not a <form>: it sits beside Edit Event's own form.
 */
export function CallForm({
  eventId,
  people,
  onCalled,
  onClose,
}: {
  eventId: string;
  people: Person[];
  onCalled: (call: Call) => void;
  onClose: () => void;
}) {
  const { api, timezone } = useAdminHost();
  const [instrument, setInstrument] = useState('');
  const [chosen, setChosen] = useState<string[]>(['']);
  const [fee, setFee] = useState(0);
  const [answerBy, setAnswerBy] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // the people who play the instrument come first in each list
  const sorted = [...people].sort(
    (a, b) =>
      Number(b.instruments.some((i) => i.toLowerCase() === instrument.trim().toLowerCase())) -
        Number(a.instruments.some((i) => i.toLowerCase() === instrument.trim().toLowerCase())) ||
      a.name.localeCompare(b.name),
  );

  async function call() {
    setBusy(true);
    setErrors({});
    try {
      const created = await api.calls.create({
        eventId,
        instrument,
        people: chosen.filter(Boolean),
        ...(fee > 0 && { fee }),
        ...(answerBy && { answerBy }),
        ...(note.trim() && { note }),
      });
      onCalled(created);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="call-form" role="group" aria-labelledby="call-form-title">
      <h3 id="call-form-title">Call a player</h3>
      <TextInput id="call-instrument" label="Instrument" value={instrument} onChange={setInstrument} />
      {errors.instrument ? <p className="field-error">{errors.instrument}</p> : null}
      <ol className="call-people">
        {chosen.map((personId, index) => (
          <li key={index} className="field">
            <label htmlFor={`call-person-${index}`}>{index === 0 ? 'Ask first' : `Backup ${index}`}</label>
            <select
              id={`call-person-${index}`}
              value={personId}
              onChange={(e) => setChosen(chosen.map((old, i) => (i === index ? e.target.value : old)))}
            >
              <option value="">Choose a person</option>
              {sorted
                .filter((person) => person.id === personId || !chosen.includes(person.id))
                .map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                    {person.instruments.length ? ` (${person.instruments.join(', ')})` : ''}
                  </option>
                ))}
            </select>
            {index > 0 ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setChosen(chosen.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {errors.people ? <p className="field-error">{errors.people}</p> : null}
      <button type="button" className="secondary" onClick={() => setChosen([...chosen, ''])}>
        Add a backup
      </button>
      <CentsInput id="call-fee" label="Fee" value={fee} onChange={setFee} error={errors.fee} />
      <DateTimeField
        name="answerBy"
        label="Answer by (empty: 72 hours, or the day before the show)"
        value={answerBy}
        onChange={setAnswerBy}
        errors={errors}
        timezone={timezone}
      />
      <TextInput id="call-note" label="Note (dress, set times)" value={note} onChange={setNote} multiline />
      {errors.eventId || errors.form ? <p role="alert">{errors.eventId ?? errors.form}</p> : null}
      <div className="call-actions">
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" disabled={busy} onClick={() => void call()}>
          Send the call
        </button>
      </div>
    </div>
  );
}
