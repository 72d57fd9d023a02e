import { formatInZone } from '@jazz/shared/admin';
import type { Outbox } from '../core/outbox';
import { describeEntry, entryStatus } from '../core/describe';
import type { SyncState } from '../core/sync';
import { TIMEZONE } from './timezone';

/**
 * Every change still on this computer, in the order it will be sent, in plain words: a
 * deletion or a band's photos are pending too, even where no list shows a mark.
 */
export function PendingList({ outbox, state }: { outbox: Outbox; state: SyncState }) {
  const entries = outbox.entries();
  if (!entries.length) return null;
  return (
    <details className="desk-pending">
      <summary>Show what waits to be sent</summary>
      <p className="desk-muted-left">
        {state.sessionExpired
          ? 'Kept on this computer until you sign in again.'
          : state.online === false
            ? 'Kept on this computer; sent in this order, once, when the server answers.'
            : 'Sent in this order, once.'}
      </p>
      <ol aria-label="Changes waiting to be sent">
        {entries.map((entry) => (
          <li key={entry.seq} className={entry.status === 'pending' ? undefined : 'desk-stopped'}>
            {describeEntry(entry, (iso) => formatInZone(iso, TIMEZONE))}
            <span className="desk-entry-status"> — {entryStatus(entry)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
