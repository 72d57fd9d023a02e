import { formatInZone } from '@jazz/shared/admin';
import { useState } from 'react';
import { conflictRows, showRowValue } from '../core/conflict-rows';
import { describeEntry, noun } from '../core/describe';
import type { OutboxEntry } from '../core/outbox-types';
import type { SyncEngine } from '../core/sync';

/**
 * Sync stopped at this entry. A conflict (409) shows the server's version beside the draft:
 * "Keep mine" sends the draft again over the server's version, "Keep theirs" drops the draft.
 * A change the server refused can only be dropped.
 */
export function ConflictPanel({
  engine,
  entry,
  timezone,
}: {
  engine: SyncEngine;
  entry: OutboxEntry;
  timezone: string;
}) {
  const [busy, setBusy] = useState(false);
  const act = async (choice: 'mine' | 'theirs') => {
    setBusy(true);
    try {
      await (choice === 'mine' ? engine.keepMine(entry.seq) : engine.keepTheirs(entry.seq));
    } finally {
      setBusy(false);
    }
  };
  const what = noun(entry);

  if (entry.status === 'rejected')
    return (
      <section className="desk-conflict" aria-labelledby="desk-conflict-title">
        <h2 id="desk-conflict-title">The server refused a change</h2>
        <p>
          {describeEntry(entry, (iso) => formatInZone(iso, timezone))}: {entry.message}
        </p>
        <p>
          Later changes to the same record wait; other changes are sent. Dropping it also drops the later changes made
          to the same record.
        </p>
        <button type="button" disabled={busy} onClick={() => void act('theirs')}>
          Drop this change
        </button>
      </section>
    );

  return (
    <section className="desk-conflict" aria-labelledby="desk-conflict-title">
      <h2 id="desk-conflict-title">Conflict: this {what} was changed elsewhere</h2>
      <p>
        Someone saved this {what} after you drafted your change. Nothing was overwritten. Choose which version to keep;
        later changes to this {what} wait until you decide, other changes are sent.
      </p>
      <table className="desk-conflict-table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">On the server</th>
            <th scope="col">Your draft</th>
          </tr>
        </thead>
        <tbody>
          {conflictRows(entry).map(({ key, label, display, theirs, mine }) => {
            const zone = (iso: string) => formatInZone(iso, timezone);
            const [server, draft] = [showRowValue(display, theirs, zone), showRowValue(display, mine, zone)];
            return (
              <tr key={key} className={server !== draft ? 'desk-differs' : undefined}>
                <th scope="row">{label}</th>
                <td>{server}</td>
                <td>{draft}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="desk-actions">
        <button type="button" disabled={busy} onClick={() => void act('mine')}>
          Keep mine
        </button>
        <button type="button" disabled={busy} onClick={() => void act('theirs')}>
          Keep theirs
        </button>
      </div>
    </section>
  );
}
