import { formatInZone } from '@jazz/admin';
import { useState } from 'react';
import { conflictRows, showRowValue } from '../core/conflict-rows';
import { describeEntry, noun, recordName } from '../core/describe';
import type { OutboxEntry } from '../core/outbox-types';
import type { FieldChoices } from '../core/decisions';
import type { SyncEngine } from '../core/sync';

/** A change the server refused: it can only be dropped (and restored). */
function RejectedChange({
  entry,
  timezone,
  busy,
  drop,
}: {
  entry: OutboxEntry;
  timezone: string;
  busy: boolean;
  drop: () => void;
}) {
  return (
    <section className="desk-conflict" aria-labelledby={`desk-conflict-title-${entry.seq}`}>
      <h2 id={`desk-conflict-title-${entry.seq}`}>The server refused a change</h2>
      <p>
        {describeEntry(entry, (iso) => formatInZone(iso, timezone))}: {entry.message}
      </p>
      <p>
        Later changes to the same record wait; other changes are sent. Dropping it also drops the later changes made to
        the same record.
      </p>
      <button type="button" disabled={busy} onClick={drop}>
        Drop this change
      </button>
      <p className="desk-muted-left">A dropped change can be restored for 30 days.</p>
    </section>
  );
}

/** How the fields both sides changed are decided one by one (only where the draft can be merged). */
interface FieldChoosing {
  conflicts: Set<string>;
  choiceOf: (key: string) => 'mine' | 'theirs';
  choose: (key: string, side: 'mine' | 'theirs') => void;
}

/** The server's version beside the draft, field by field; with `choosing`, a side to keep for each conflict. */
function ConflictTable({
  entry,
  timezone,
  choosing,
  nameOf,
}: {
  entry: OutboxEntry;
  timezone: string;
  choosing: FieldChoosing | undefined;
  nameOf: (personId: string) => string;
}) {
  return (
    <table className="desk-conflict-table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">On the server</th>
          <th scope="col">Your draft</th>
          {choosing ? <th scope="col">Keep</th> : null}
        </tr>
      </thead>
      <tbody>
        {conflictRows(entry, nameOf).map(({ key, label, display, theirs, mine }) => {
          const zone = (iso: string) => formatInZone(iso, timezone);
          const [server, draft] = [showRowValue(display, theirs, zone), showRowValue(display, mine, zone)];
          return (
            <tr key={key} className={server !== draft ? 'desk-differs' : undefined}>
              <th scope="row">{label}</th>
              <td>{server}</td>
              <td>{draft}</td>
              {choosing ? (
                <td>
                  {choosing.conflicts.has(key) ? (
                    <fieldset className="desk-choice" aria-label={`Keep for ${label}`}>
                      {(['theirs', 'mine'] as const).map((side) => (
                        <label key={side}>
                          <input
                            type="radio"
                            name={`keep-${entry.seq}-${key}`}
                            checked={choosing.choiceOf(key) === side}
                            onChange={() => choosing.choose(key, side)}
                          />{' '}
                          {side === 'theirs' ? 'Server' : 'Mine'}
                        </label>
                      ))}
                    </fieldset>
                  ) : (
                    'kept'
                  )}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Sync stopped at this entry. A conflict (409) shows the server's version beside the draft,
 * field by field: each field both changed takes the side chosen ("Keep these choices"), or all
 * of them mine or theirs at once. What did not conflict (the draft's other changes, photos
 * uploaded offline) is kept whichever side is chosen; what is given up can be restored for
 * 30 days. A change the server refused can only be dropped (and restored).
 */
export function ConflictPanel({
  engine,
  entry,
  timezone,
  nameOf,
}: {
  engine: SyncEngine;
  entry: OutboxEntry;
  timezone: string;
  /** A player's name by id (a show's band pay). */
  nameOf: (personId: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<FieldChoices>({});
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  const act = (choice: 'mine' | 'theirs') =>
    run(() => (choice === 'mine' ? engine.keepMine(entry.seq) : engine.keepTheirs(entry.seq)));
  const conflicts = new Set(entry.conflicts ?? []);
  // field by field only where the draft can be merged (not a photo order)
  const byField = 'comparator' in entry && conflicts.size > 0;
  const choiceOf = (key: string) => choices[key] ?? 'mine';
  const choosing: FieldChoosing = {
    conflicts,
    choiceOf,
    choose: (key, side) => setChoices({ ...choices, [key]: side }),
  };
  const what = noun(entry);
  // which show (or band, venue...): several conflicts can wait at once
  const name = recordName(entry, (iso) => formatInZone(iso, timezone));

  if (entry.status === 'rejected')
    return <RejectedChange entry={entry} timezone={timezone} busy={busy} drop={() => void act('theirs')} />;

  return (
    <section className="desk-conflict" aria-labelledby={`desk-conflict-title-${entry.seq}`}>
      <h2 id={`desk-conflict-title-${entry.seq}`}>
        Conflict: this {what} was changed elsewhere{name ? ` — ${name}` : ''}
      </h2>
      <p>
        Someone saved this {what} after you drafted your change. Nothing was overwritten. Choose which version to keep;
        later changes to this {what} wait until you decide, other changes are sent.
      </p>
      <ConflictTable entry={entry} timezone={timezone} choosing={byField ? choosing : undefined} nameOf={nameOf} />
      <p className="desk-muted-left">
        Your other changes in this draft (photos uploaded offline too) are kept whichever you choose; what you give up
        can be restored for 30 days.
      </p>
      <div className="desk-actions">
        {byField ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(() =>
                engine.resolve(entry.seq, Object.fromEntries([...conflicts].map((key) => [key, choiceOf(key)]))),
              )
            }
          >
            Keep these choices
          </button>
        ) : null}
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
