import { useAdminStores } from '@jazz/admin';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Person } from '@jazz/contracts/money';
import type { SyncEngine, SyncState } from '../core/sync';
import type { Outbox } from '../core/outbox';
import type { OutboxEntry } from '../core/outbox-types';
import { listKey } from '../core/views';
import { ConflictPanel } from './conflict-panel';
import { DiscardedList } from './discarded-list';
import { PendingList } from './pending-list';

/** One part of the sync engine's state: the component re-renders only when that part changes. */
export function useSyncState<R>(engine: SyncEngine, pick: (state: SyncState) => R): R {
  return useStore(engine.store, pick);
}

/**
 * The players a stopped change of a show's money names, by id: the people last known and those
 * drafted offline (read when such a change stops, so the conflict panel names them).
 */
function usePeopleNames(outbox: Outbox, stopped: OutboxEntry[]): (personId: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const needed = stopped.some((entry) => entry.op === 'money.update');
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void outbox.storage.getCache<Person[]>(listKey('person')).then((people) => {
      const drafted = outbox
        .entries()
        .flatMap((e) => (e.op === 'person.create' ? [[e.tempId, e.data.name] as const] : []));
      if (live) setNames(new Map([...(people ?? []).map((p) => [p._id, p.name] as const), ...drafted]));
    });
    return () => {
      live = false;
    };
  }, [outbox, needed, stopped]);
  return (personId) => names.get(personId) ?? (personId ? 'Someone not in People' : 'Nobody chosen');
}

/**
 * Above every admin screen: online or offline, how many changes wait, "Sync now", the way back
 * to sign-in when the session expired, and the conflict to decide when sync stopped at one.
 */
export function StatusBar({
  engine,
  outbox,
  durable,
  timezone,
}: {
  engine: SyncEngine;
  outbox: Outbox;
  durable: boolean;
  /** The zone dates are shown in (the site's). */
  timezone: string;
}) {
  const pending = useSyncState(engine, (s) => s.pending);
  const syncing = useSyncState(engine, (s) => s.syncing);
  const online = useSyncState(engine, (s) => s.online !== false);
  const sessionExpired = useSyncState(engine, (s) => s.sessionExpired);
  // every conflict and refusal, not only the first: each is decided on its own
  const stopped = useStore(
    outbox.store,
    useShallow((s) => s.entries.filter((e) => e.status !== 'pending')),
  );
  const nameOf = usePeopleNames(outbox, stopped);
  const stores = useAdminStores();
  const [message, setMessage] = useState('');
  const lastPending = useRef(pending);

  // When changes reach the server, temp ids become real: reload the lists the screens show.
  useEffect(() => {
    if (pending < lastPending.current) {
      void stores.events.getState().load();
      void stores.groups.getState().load();
      void stores.photos.getState().load();
    }
    lastPending.current = pending;
  }, [pending, stores]);

  async function syncNow() {
    setMessage('');
    const after = await engine.syncNow();
    if (after.online === false) setMessage('The server can not be reached; changes will be sent when it answers.');
  }

  return (
    <div className="desk-status" aria-label="Sync status">
      <div className="desk-status-row">
        <span role="status" className={online ? 'desk-online' : 'desk-offline'}>
          {online ? 'Online' : 'Offline'}
        </span>
        <span data-testid="pending-count">
          {pending === 0
            ? 'All changes saved on the server'
            : `${pending} pending ${pending === 1 ? 'change' : 'changes'}`}
        </span>
        <button type="button" onClick={() => void syncNow()} disabled={syncing}>
          {syncing ? 'Syncing…' : 'Sync now'}
        </button>
        {message ? <span>{message}</span> : null}
      </div>
      {!durable ? (
        <p role="alert" className="desk-alert">
          Changes can not be saved on this computer (its storage is not available): anything not yet sent is lost when
          the app closes. Stay online until “All changes saved on the server” shows.
        </p>
      ) : null}
      <PendingList outbox={outbox} engine={engine} timezone={timezone} />
      {sessionExpired ? (
        <p role="alert" className="desk-alert">
          Your session has expired. Your changes are kept on this computer. <Link to="/login">Sign in again</Link> to
          send them.
        </p>
      ) : null}
      {stopped.map((entry) => (
        <ConflictPanel
          key={`${entry.seq}-${entry.key}`}
          engine={engine}
          entry={entry}
          timezone={timezone}
          nameOf={nameOf}
        />
      ))}
      <DiscardedList engine={engine} timezone={timezone} />
    </div>
  );
}
