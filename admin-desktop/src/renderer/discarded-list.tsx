import { formatInZone } from '@jazz/admin';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { describeEntry } from '../core/describe';
import type { Discarded } from '../core/discarded';
import type { SyncEngine } from '../core/sync';

/** What a discarded draft was, in the pending list's words (and the fields given up). */
function describe(item: Discarded, zone: (iso: string) => string) {
  const first = item.entries[0];
  const what = first ? describeEntry(first, zone) : 'A change';
  const more = item.entries.length > 1 ? ` and ${item.entries.length - 1} later changes` : '';
  return item.fields ? `${what}: your ${item.fields.join(', ')}` : `${what}${more}`;
}

/** Drafts given up in the last 30 days (a dropped change, the fields left to the server), each with Restore. */
export function DiscardedList({ engine, timezone }: { engine: SyncEngine; timezone: string }) {
  const pending = useStore(engine.store, (s) => s.pending);
  const blocked = useStore(engine.store, (s) => s.blocked);
  const [items, setItems] = useState<Discarded[]>([]);
  const [busy, setBusy] = useState(false);
  // read again whenever the outbox changes (a decision adds to the bin)
  useEffect(() => {
    let live = true;
    void engine.discarded().then((list) => live && setItems(list));
    return () => {
      live = false;
    };
  }, [engine, pending, blocked]);
  if (!items.length) return null;
  const zone = (iso: string) => formatInZone(iso, timezone);
  async function restore(id: string) {
    setBusy(true);
    try {
      await engine.restore(id);
      setItems(await engine.discarded());
    } finally {
      setBusy(false);
    }
  }
  return (
    <details className="desk-pending">
      <summary>Recently discarded ({items.length})</summary>
      <p className="desk-muted-left">Kept on this computer for 30 days after you gave them up.</p>
      <ul aria-label="Recently discarded">
        {items.map((item) => (
          <li key={item.id}>
            {describe(item, zone)} <span className="desk-entry-status">— given up {zone(item.discardedAt)}</span>{' '}
            <button type="button" disabled={busy} onClick={() => void restore(item.id)}>
              Restore
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
