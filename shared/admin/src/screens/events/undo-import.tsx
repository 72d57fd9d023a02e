import { useRef, useState } from 'react';
import { formErrors, isApiError } from '@jazz/client/api-client';
import type { ImportUndo } from '@jazz/contracts/import';
import { useAdminHost } from '../../host';
import { useAdminStores } from '../../stores';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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

/**
 * "Undo the last import": within 7 days, the shows the last import created are deleted and the
 * ones it updated put back (a show edited since is kept). Asks once before it does it.
 */
export function UndoImport({ onUndone, importId }: { onUndone: () => void; importId?: string | undefined }) {
  const { api } = useAdminHost();
  const { session } = useAdminStores();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  // one key per undo asked for, kept through its retries: a resent undo answers the first
  const key = useRef('');

  async function undo() {
    setBusy(true);
    setMessage('');
    try {
      key.current ||= crypto.randomUUID();
      const result = await api.eventsCsv.undo(importId, { idempotencyKey: key.current });
      key.current = '';
      setMessage(undoText(result));
      onUndone();
    } catch (error) {
      if (session.getState().expire(error, () => void undo())) return;
      setMessage(
        isApiError(error) && error.offline
          ? 'Undoing an import needs a connection to the server.'
          : (formErrors(error).form ??
              Object.values(formErrors(error))[0] ??
              'Something went wrong. Please try again.'),
      );
    } finally {
      setBusy(false);
      setAsking(false);
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
        <div className="form-actions">
          <button type="button" disabled={busy} onClick={() => void undo()}>
            {busy ? 'Undoing…' : 'Yes, undo it'}
          </button>
          <button type="button" className="button-secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="form-actions">
          <button type="button" onClick={() => setAsking(true)}>
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
