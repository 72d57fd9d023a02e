import { AdminProvider, AdminRoutes, type AdminHost } from '@jazz/admin';
import { ADMIN_BASE_PATH } from '@jazz/contracts/names';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HashRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { externalHref } from '../core/links';
import type { Settings } from '../ipc-contract';
import { LoginScreen } from './login-screen';
import type { Platform } from './platform';
import type { Runtime } from './runtime';
import { editingZone, refreshSiteSettings } from '../core/site-settings';
import { sessionOf, type Session } from './session';
import { SettingsScreen } from './settings-screen';
import { StatusBar, useSyncState } from './status-bar';

export interface AppProps {
  runtime: Runtime;
  platform: Platform;
  initialSettings: Settings | null;
  /** The session stored at the last sign-in (its token is already on the client). */
  initialSession: Session | null;
  version?: string;
}

/** The desktop shell: server settings, sign-in, then the shared admin over the offline client. */
export function App(props: AppProps) {
  return (
    <HashRouter>
      <Shell {...props} />
    </HashRouter>
  );
}

/**
 * The host the shared admin runs in: the offline client, the status bar, the pending marks
 * (a new host object when the outbox changes re-renders them), the site's zone.
 */
function useAdminHost(
  runtime: Runtime,
  session: Session | null,
  setSession: React.Dispatch<React.SetStateAction<Session | null>>,
  timezone: string,
  currency: string | undefined,
): AdminHost {
  const { engine, outbox } = runtime;
  const pending = useSyncState(engine, (s) => s.pending);
  const Bar = useMemo(
    () => () => <StatusBar engine={engine} outbox={outbox} durable={runtime.durable} timezone={timezone} />,
    [engine, outbox, runtime.durable, timezone],
  );
  return useMemo<AdminHost>(
    () => ({
      api: runtime.client,
      basePath: ADMIN_BASE_PATH,
      loginPath: '/login',
      formatTitle: (screen) => `${screen} | Jazz admin`,
      user: session?.user ?? null,
      onUserUpdated: (user) =>
        setSession((s) =>
          s
            ? {
                ...s,
                user: {
                  ...s.user,
                  firstName: user.firstName,
                  lastName: user.lastName,
                  email: user.email,
                  roles: user.roles,
                },
              }
            : s,
        ),
      StatusBar: Bar,
      // pending in the deps: a new host object re-renders the "not yet synced" marks
      isPending: (kind, id) => outbox.isPending(kind, id),
      timezone,
      currency,
      drafts: runtime.formDrafts,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, session, Bar, outbox, pending, timezone, currency],
  );
}

/** The sign-in screen; with a session kept (expired), a way on without signing in, or to forget it. */
function LoginRoute({
  online,
  onToken,
  session,
  forget,
}: {
  online: Runtime['online'];
  onToken: (token: string) => Promise<void>;
  session: Session | null;
  forget: () => void;
}) {
  return (
    <>
      <LoginScreen api={online} onToken={onToken} />
      {session ? (
        <p className="desk-muted">
          <Link to={ADMIN_BASE_PATH}>Keep working without signing in</Link> (changes wait on this computer until you
          sign in).{' '}
          <button type="button" onClick={forget}>
            Forget this session
          </button>
        </p>
      ) : null}
    </>
  );
}

function Shell({ runtime, platform, initialSettings, initialSession, version }: AppProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [session, setSession] = useState<Session | null>(initialSession);
  const [site, setSite] = useState(runtime.siteSettings);
  const timezone = editingZone(site);
  const navigate = useNavigate();
  const { engine, online, outbox } = runtime;

  useEffect(() => {
    if (!session || session.expired) return;
    void runtime.warmCache();
    void refreshSiteSettings(online, outbox.storage).then((known) => known && setSite(known));
  }, [session, online, outbox, runtime]);

  const onToken = useCallback(
    async (token: string) => {
      const next = sessionOf(token);
      if (!next) return;
      online.setToken(token);
      await platform.saveToken(token).catch((error: unknown) => console.warn('The session could not be kept', error));
      // the site's zone before any form opens: a show drafted offline later is timed in it
      setSite(await refreshSiteSettings(online, outbox.storage));
      setSession(next);
      void engine.sessionRenewed();
      navigate(ADMIN_BASE_PATH);
    },
    [online, engine, navigate, platform, outbox],
  );

  const saveSettings = async (next: Settings) => {
    setSettings(await platform.setSettings(next));
  };

  const host = useAdminHost(runtime, session, setSession, timezone, site?.currency);

  // An expired session still opens the admin: what is known stays readable, changes wait in the
  // outbox, and the status bar asks to sign in again (on a train, the sign-in screen is a dead end).
  const signedIn = Boolean(session);
  return (
    <div className="desk-app" onClick={(e) => externalLinks(e, platform, settings?.serverUrl)}>
      <Routes>
        <Route
          path="/settings"
          element={
            <SettingsScreen key={settings?.serverUrl} initial={settings} save={saveSettings} version={version} />
          }
        />
        <Route
          path="/login"
          element={
            <LoginRoute
              online={online}
              onToken={onToken}
              session={session}
              forget={() => {
                online.setToken(null);
                void platform.saveToken(null);
                setSession(null);
              }}
            />
          }
        />
        <Route
          path={`${ADMIN_BASE_PATH}/*`}
          element={
            <AdminProvider host={host}>
              <AdminRoutes />
            </AdminProvider>
          }
        />
        <Route
          path="*"
          element={<Navigate to={!settings ? '/settings' : signedIn ? ADMIN_BASE_PATH : '/login'} replace />}
        />
      </Routes>
    </div>
  );
}

/**
 * Links to other sites (an event's tickets, a venue) and to the site's own pages (a group link
 * like /whitesell-brothers-quartet) open in the system browser, never in the app window.
 */
function externalLinks(event: React.MouseEvent, platform: Platform, serverUrl: string | undefined) {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  const target = href ? externalHref(href, serverUrl) : null;
  if (!target) return;
  event.preventDefault();
  platform.openExternal(target);
}
