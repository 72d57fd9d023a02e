import { AdminProvider, AdminRoutes, type AdminHost } from '@jazz/shared/admin';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HashRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { externalHref } from '../core/links';
import type { Settings } from '../ipc-contract';
import { LoginScreen } from './login-screen';
import type { Platform } from './platform';
import type { Runtime } from './runtime';
import { clearToken, loadSession, saveToken, sessionOf, type Session } from './session';
import { SettingsScreen } from './settings-screen';
import { StatusBar, useSyncState } from './status-bar';
import { TIMEZONE } from './timezone';

export const ADMIN_BASE_PATH = '/admin-panel';

interface AppProps {
  runtime: Runtime;
  platform: Platform;
  initialSettings: Settings | null;
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

function Shell({ runtime, platform, initialSettings, version }: AppProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [session, setSession] = useState<Session | null>(() => loadSession());
  const navigate = useNavigate();
  const { engine, online, outbox } = runtime;
  const sync = useSyncState(engine);

  useEffect(() => {
    online.setToken(session?.token ?? null);
    if (session?.expired) engine.sessionExpired();
    else if (session) void runtime.warmCache();
  }, [session, online, engine, runtime]);

  const onToken = useCallback(
    (token: string) => {
      const next = sessionOf(token);
      if (!next) return;
      saveToken(token);
      online.setToken(token);
      setSession(next);
      void engine.sessionRenewed();
      navigate(ADMIN_BASE_PATH);
    },
    [online, engine, navigate],
  );

  const saveSettings = async (next: Settings) => {
    setSettings(await platform.setSettings(next));
  };

  const Bar = useMemo(
    () => () => <StatusBar engine={engine} outbox={outbox} durable={runtime.durable} />,
    [engine, outbox, runtime.durable],
  );
  const host = useMemo<AdminHost>(
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
      // sync.pending in the deps: a new host object re-renders the "not yet synced" marks
      isPending: (kind, id) => outbox.isPending(kind, id),
      timezone: TIMEZONE,
      drafts: runtime.formDrafts,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, session, Bar, outbox, sync.pending],
  );

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
            <>
              <LoginScreen api={online} onToken={onToken} />
              {session ? (
                <p className="desk-muted">
                  <Link to={ADMIN_BASE_PATH}>Keep working without signing in</Link> (changes wait on this computer until
                  you sign in).{' '}
                  <button
                    type="button"
                    onClick={() => {
                      clearToken();
                      setSession(null);
                    }}
                  >
                    Forget this session
                  </button>
                </p>
              ) : null}
            </>
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
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  const target = href ? externalHref(href, serverUrl) : null;
  if (!target) return;
  event.preventDefault();
  platform.openExternal(target);
}
