import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { detectPlatform } from './platform';
import { createRuntime } from './runtime';
import { sessionOf } from './session';
import './desktop.css';

async function start() {
  const platform = detectPlatform();
  const [runtime, settings, version, token] = await Promise.all([
    createRuntime(),
    platform.getSettings().catch(() => null),
    window.desktop?.version().catch(() => undefined),
    platform.loadToken().catch(() => null),
  ]);
  const session = token ? sessionOf(token) : null;
  // Before anything is sent: the outbox once went out without the stored token, got a 401 and
  // stranded the drafts until a new sign-in.
  runtime.resume(session ? token : null);
  // Exposed for the e2e tests' diagnostics only (state reads, no secrets).
  Object.assign(window, { __deskSync: () => runtime.engine.getState() });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App
        runtime={runtime}
        platform={platform}
        initialSettings={settings}
        initialSession={session}
        version={version}
      />
    </StrictMode>,
  );
}

void start();
