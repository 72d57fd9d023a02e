import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminShell } from './app/admin-shell';
import { configureClient } from './lib/data-source';
import type { RootData } from './lib/root-data';

// The admin's entry (/admin-panel/*): the admin's shell under a plain BrowserRouter. Not the
// site's app (app-client.tsx): no data router, no public route, so the first screen after log
// in stays within its budget (docs/performance.md, "The web admin on a phone").

/** The root loader's data as entry-server.tsx wrote it into this page (`router-data`). */
function pageRootData(): RootData | undefined {
  const script = document.getElementById('router-data');
  const data: { loaderData?: { root?: RootData } } | undefined = script
    ? JSON.parse(script.textContent ?? '{}')
    : undefined;
  return data?.loaderData?.root;
}

async function start() {
  const container = document.getElementById('root')!;
  const served = pageRootData();
  if (served) configureClient(served.settings);
  // the server falls back to an empty shell when a page can not be rendered there: the root
  // data then comes from the API
  const root = served ?? (await (await import('./app/root-loader')).readRootData(undefined));
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AdminShell root={root} />
      </BrowserRouter>
    </StrictMode>
  );
  if (served && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
