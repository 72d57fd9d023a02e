import { formatInZone } from '@jazz/admin';
import type { Outbox } from '../core/outbox';
import { describeEntry, entryStatus } from '../core/describe';
import { holdsOf } from '../core/holds';
import type { SyncEngine } from '../core/sync';
import { useStore } from 'zustand';

/**
 * Every change still on this computer, in the order it will be sent, in plain words: a
 * deletion or a band's photos are pending too, even where no list shows a mark.
 */
export function PendingList({ outbox, engine, timezone }: { outbox: Outbox; engine: SyncEngine; timezone: string }) {
  const entries = useStore(outbox.store, (s) => s.entries);
  const sessionExpired = useStore(engine.store, (s) => s.sessionExpired);
  const offline = useStore(engine.store, (s) => s.online === false);
  if (!entries.length) return null;
  // which changes a conflict or a refusal holds back, and why; the others still go out
  const holds = holdsOf(entries);
  return (
    <details className="desk-pending">
      <summary>Show what waits to be sent</summary>
      <p className="desk-muted-left">
        {sessionExpired
          ? 'Kept on this computer until you sign in again.'
          : offline
            ? 'Kept on this computer; sent in this order, once, when the server answers.'
            : 'Sent in this order, once.'}
      </p>
      <ol aria-label="Changes waiting to be sent">
        {entries.map((entry) => (
          <li
            key={entry.seq}
            className={entry.status === 'pending' && !holds.has(entry.seq) ? undefined : 'desk-stopped'}
          >
            {describeEntry(entry, (iso) => formatInZone(iso, timezone))}
            <span className="desk-entry-status"> — {entryStatus(entry, holds.get(entry.seq))}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
