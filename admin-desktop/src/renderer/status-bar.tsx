import { useAdminStores } from '@jazz/shared/admin';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { SyncEngine, SyncState } from '../core/sync';
import type { Outbox } from '../core/outbox';
import { ConflictPanel } from './conflict-panel';
import { PendingList } from './pending-list';

export function useSyncState(engine: SyncEngine): SyncState {
  return useSyncExternalStore(
    (listener) => engine.subscribe(listener),
    () => engine.getState(),
  );
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
  const state = useSyncState(engine);
  const stores = useAdminStores();
  const [message, setMessage] = useState('');
  const lastPending = useRef(state.pending);

  // When changes reach the server, temp ids become real: reload the lists the screens show.
  useEffect(() => {
    if (state.pending < lastPending.current) {
      void stores.events.getState().load();
      void stores.groups.getState().load();
      void stores.photos.getState().load();
    }
    lastPending.current = state.pending;
  }, [state.pending, stores]);

  async function syncNow() {
    setMessage('');
    const after = await engine.syncNow();
    if (after.online === false) setMessage('The server can not be reached; changes will be sent when it answers.');
  }

  const online = state.online !== false;
  return (
    <div className="desk-status" aria-label="Sync status">
      <div className="desk-status-row">
        <span role="status" className={online ? 'desk-online' : 'desk-offline'}>
          {online ? 'Online' : 'Offline'}
        </span>
        <span data-testid="pending-count">
          {state.pending === 0
            ? 'All changes saved on the server'
            : `${state.pending} pending ${state.pending === 1 ? 'change' : 'changes'}`}
        </span>
        <button type="button" onClick={() => void syncNow()} disabled={state.syncing}>
          {state.syncing ? 'Syncing…' : 'Sync now'}
        </button>
        {message ? <span>{message}</span> : null}
      </div>
      {!durable ? (
        <p role="alert" className="desk-alert">
          Changes can not be saved on this computer (its storage is not available): anything not yet sent is lost when
          the app closes. Stay online until “All changes saved on the server” shows.
        </p>
      ) : null}
      <PendingList outbox={outbox} state={state} timezone={timezone} />
      {state.sessionExpired ? (
        <p role="alert" className="desk-alert">
          Your session has expired. Your changes are kept on this computer. <Link to="/login">Sign in again</Link> to
          send them.
        </p>
      ) : null}
      {state.blocked ? <ConflictPanel engine={engine} entry={state.blocked} timezone={timezone} /> : null}
    </div>
  );
}
