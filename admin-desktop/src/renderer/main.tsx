import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { detectPlatform } from './platform';
import { createRuntime } from './runtime';
import './desktop.css';

async function start() {
  const platform = detectPlatform();
  const [runtime, settings, version] = await Promise.all([
    createRuntime(),
    platform.getSettings().catch(() => null),
    window.desktop?.version().catch(() => undefined),
  ]);
  // Exposed for the e2e tests' diagnostics only (state reads, no secrets).
  Object.assign(window, { __deskSync: () => runtime.engine.getState() });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App runtime={runtime} platform={platform} initialSettings={settings} version={version} />
    </StrictMode>,
  );
  void runtime.engine.syncNow();
}

void start();
