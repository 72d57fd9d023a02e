import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormDraftsContext } from '@jazz/client/forms/drafts';
import { AdminHostContext, type AdminHost } from './host';
import { LeaveGuard } from './leave-guard';
import { AdminStoresContext, createAdminStores } from './stores';

/**
 * Gives the admin its host (api client, signed-in user, time zone...) and creates its stores,
 * once per provider: the site and the desktop app each own theirs (zustand "initialize state
 * with props").
 */
export function AdminProvider({ host, children }: { host: AdminHost; children: ReactNode }) {
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  }, [host]);
  const [stores] = useState(() =>
    createAdminStores(
      () => hostRef.current.api,
      () => Boolean(hostRef.current.onSignedIn),
    ),
  );
  return (
    <AdminHostContext.Provider value={host}>
      <AdminStoresContext.Provider value={stores}>
        <FormDraftsContext.Provider value={host.drafts ?? null}>
          <LeaveGuard>{children}</LeaveGuard>
        </FormDraftsContext.Provider>
      </AdminStoresContext.Provider>
    </AdminHostContext.Provider>
  );
}
