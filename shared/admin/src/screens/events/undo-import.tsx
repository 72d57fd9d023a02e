import { useRef, useState } from 'react';
import { formErrors, isApiError } from '@jazz/client/api-client';
import { IMPORT_FORMAT_NAMES, type ImportUndo, type LastImport } from '@jazz/contracts/import';
import { useAdminHost } from '../../host';
import { useAdminStores } from '../../stores';
import { formatInZone } from '../../timezone';
import { plural } from './import-texts';

/** What an undo did, in a sentence. */
export function undoText(result: ImportUndo): string {
  const parts = [
    `${plural(result.deleted.length, 'show')} it created deleted`,
    `${plural(result.restored.length, 'show')} it updated put back`,
  ];
  if (result.kept.length)
    parts.push(
      `${plural(result.kept.length, 'show')} edited since kept as ${result.kept.length === 1 ? 'it is' : 'they are'}`,
    );
  if (result.removedBands.length)
    parts.push(`new ${result.removedBands.length === 1 ? 'band' : 'bands'} ${result.removedBands.join(', ')} removed`);
  return `Import undone: ${parts.join('; ')}.`;
}

/** The import done on this screen: its id, its file's name and the shows it created or updated. */
export interface CurrentImport {
  importId: string;
  name: string;
  shows: number;
}

/** The import the question is about: this screen's (by its file), or the server's last one. */
type Target = { importId: string; question: string };

/**
 * The question before an undo, naming the import and its count: "Undo the import of gigs.ics
 * (6 shows)?"; an import of another visit by its format and time (the server keeps no file name).
 */
export function undoQuestion(target: CurrentImport | NonNullable<LastImport>, timezone: string): string {
  if ('name' in target) return `Undo the import of ${target.name} (${plural(target.shows, 'show')})?`;
  const when = formatInZone(target.importedAt, timezone);
  return `Undo the last import (${IMPORT_FORMAT_NAMES[target.format]}, ${when}, ${plural(target.shows, 'show')})?`;
}

/** The failure of a read or an undo, in words. */
const failureOf = (error: unknown) =>
  isApiError(error) && error.offline
    ? 'Undoing an import needs a connection to the server.'
    : (formErrors(error).form ?? Object.values(formErrors(error))[0] ?? 'Something went wrong. Please try again.');

/**
 * "Undo the last import": within 7 days, the shows the last import created are deleted and the
 * ones it updated put back (a show edited since is kept). Asks once before, naming the import
 * and its count, and undoes the import it named (its importId), not whichever is last by then.
 */
export function UndoImport({ onUndone, current }: { onUndone: () => void; current?: CurrentImport | undefined }) {
  const { api, timezone } = useAdminHost();
  const { session } = useAdminStores();
  const [asking, setAsking] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  // one key per undo asked for, kept through its retries: a resent undo answers the first
  const key = useRef('');

  async function ask() {
    setMessage('');
    if (current) {
      setAsking({ importId: current.importId, question: undoQuestion(current, timezone) });
      return;
    }
    setBusy(true);
    try {
      const last = await api.eventsCsv.last();
      if (last) setAsking({ importId: last.importId, question: undoQuestion(last, timezone) });
      else setMessage('There is no import of the last 7 days to undo.');
    } catch (error) {
      if (!session.getState().expire(error, () => void ask())) setMessage(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function undo(importId: string) {
    setBusy(true);
    setMessage('');
    try {
      key.current ||= crypto.randomUUID();
      const result = await api.eventsCsv.undo(importId, { idempotencyKey: key.current });
      key.current = '';
      setMessage(undoText(result));
      onUndone();
    } catch (error) {
      if (session.getState().expire(error, () => void undo(importId))) return;
      setMessage(failureOf(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <section className="import-undo" aria-labelledby="import-undo-title">
      <h2 id="import-undo-title">Undo the last import</h2>
      <p className="field-hint">
        Within 7 days: the shows the last import created are deleted and the shows it updated are put back as they were.
        A show edited since the import is kept as it is.
      </p>
      {asking ? (
        <>
          <p className="import-undo-question">{asking.question}</p>
          <div className="form-actions">
            <button type="button" disabled={busy} onClick={() => void undo(asking.importId)}>
              {busy ? 'Undoing…' : 'Yes, undo it'}
            </button>
            <button type="button" className="button-secondary" disabled={busy} onClick={() => setAsking(null)}>
              Keep it
            </button>
          </div>
        </>
      ) : (
        <div className="form-actions">
          <button type="button" disabled={busy} onClick={() => void ask()}>
            Undo the last import
          </button>
        </div>
      )}
      <p aria-live="polite" className="import-undo-result">
        {message}
      </p>
    </section>
  );
}
