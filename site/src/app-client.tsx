import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { configureClient } from './lib/data-source';
import type { RootData } from './lib/root-data';
import { routes } from './app/routes';

// The React app: the account pages and /admin-panel (a public page only runs its islands).

/** Lazy routes of the first page are loaded before hydrating, so the markup matches. */
async function resolveLazy(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const script = document.getElementById('router-data');
  // the router's data as entry-server.tsx wrote it into this page
  const hydrationData: HydrationState | undefined = script ? JSON.parse(script.textContent ?? '{}') : undefined;
  const root: RootData | undefined = hydrationData?.loaderData?.root;
  if (root) configureClient(root.settings);
  await resolveLazy(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // the server falls back to an empty shell when a page can not be rendered there
  if (container.hasChildNodes() && hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
