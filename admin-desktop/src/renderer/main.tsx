import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './app';
import { detectPlatform } from './platform';
import { createRuntime } from './runtime';
import { sessionOf } from './session';
import './desktop.css';

/** What the shell starts from, read before its first render: the stored settings and session. */
async function boot(): Promise<AppProps> {
  const platform = detectPlatform();
  const [runtime, initialSettings, version, token] = await Promise.all([
    createRuntime(),
    platform.getSettings().catch(() => null),
    window.desktop?.version().catch(() => undefined),
    platform.loadToken().catch(() => null),
  ]);
  const initialSession = token ? sessionOf(token) : null;
  // Before anything is sent: the outbox once went out without the stored token, got a 401 and
  // stranded the drafts until a new sign-in.
  runtime.resume(initialSession ? token : null);
  // Exposed for the e2e tests' diagnostics only (state reads, no secrets).
  Object.assign(window, { __deskSync: () => runtime.engine.getState() });
  return { runtime, platform, initialSettings, initialSession, version };
}

void boot().then((props) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App {...props} />
    </StrictMode>,
  ),
);
