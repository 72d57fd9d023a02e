import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { beaconFile } from '../shared/client/src/islands/beacon';

// react-router's package exports only its development build to bundlers; the production
// build drops the dev-only warnings (a few KB of the first load).
const routerProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const routerDomProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
);

/**
 * The public site's one stylesheet goes inline in the page shell: a first visit paints as soon
 * as the HTML arrives instead of waiting on a render-blocking request. The admin's and
 * the dashboard's CSS still load as files, with their lazy chunks.
 */
function inlineSiteStylesheet(): Plugin {
  return {
    name: 'inline-site-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') throw new Error(`inline-site-stylesheet: ${file} is not in the bundle`);
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-site-stylesheet: ${file} can not go in a <style>`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * The shell's scripts (the statistics beacon and the app's entry) side by side between
 * `<!--app-scripts-->` and `<!--/app-scripts-->`: a page of islands replaces them with its loader,
 * which asks for them once the page has painted (`islandsLoaderTag` of @jazz/client/islands,
 * `fillTemplate` in api/src/site/renderer.ts); the React app's pages keep them.
 */
function markShellScripts(): Plugin {
  const beacon = '<script src="/beacon.js" defer></script>';
  return {
    name: 'mark-shell-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = html.match(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g) ?? [];
        if (entries.length !== 1 || !html.includes(beacon))
          throw new Error('mark-shell-scripts: the shell must have the beacon and one entry script');
        return html
          .replace(/\n\s*<script src="\/beacon\.js" defer><\/script>/, '')
          .replace(entries[0]!, (entry) => `<!--app-scripts-->${beacon}\n    ${entry}<!--/app-scripts-->`);
      },
    },
  };
}

/**
 * `/beacon.js`, the statistics beacon of the React app's pages, written from its one source
 * (`STATISTICS_BEACON`, shared/client/src/islands/beacon.ts), which a page of islands' loader runs inline.
 */
function statisticsBeacon(): Plugin {
  return {
    name: 'statistics-beacon',
    apply: 'build',
    generateBundle() {
      if (!this.environment.config.build.ssr)
        this.emitFile({ type: 'asset', fileName: 'beacon.js', source: beaconFile });
    },
  };
}

/** React and React DOM: every island and the admin load both, in one file (a chunk of their own). */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const adminEntry = fileURLToPath(new URL('./src/admin-client.tsx', import.meta.url));
const siteEntry = fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url));
const islandsMount = fileURLToPath(new URL('./src/islands/mount.tsx', import.meta.url));
const islandsRegistry = fileURLToPath(new URL('./src/islands/registry.ts', import.meta.url));

/** Every module reachable from `from` by the imports `next` lists, never entering `skip`. */
function reachable(
  from: string,
  info: (id: string) => ModuleInfo | null,
  next: (module: ModuleInfo) => readonly string[],
  skip?: string,
): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    const module = id === skip || seen.has(id) ? null : info(id);
    if (!module) continue;
    seen.add(id);
    stack.push(...next(module));
  }
  return seen;
}

/** Which chunk of the admin's first screen a module goes in: 'admin', 'shared' or none. */
type FirstScreenChunks = Map<string, 'admin' | 'shared'>;

function firstScreenChunks(info: (id: string) => ModuleInfo | null): FirstScreenChunks {
  const admin = reachable(adminEntry, info, (module) => module.importedIds);
  // what a public page or an island may load; what a public page loads before a touch (its
  // scripts but the React islands, which start.ts loads on the first touch)
  const site = reachable(
    siteEntry,
    info,
    (module) => [...module.importedIds, ...module.dynamicallyImportedIds],
    adminEntry,
  );
  const touched = new Set([adminEntry, islandsMount, islandsRegistry]);
  const pageFirst = reachable(siteEntry, info, (module) =>
    [...module.importedIds, ...module.dynamicallyImportedIds].filter((id) => !touched.has(id)),
  );
  const chunks: FirstScreenChunks = new Map();
  for (const id of admin)
    if (id !== adminEntry && !pageFirst.has(id) && !REACT.test(id)) chunks.set(id, site.has(id) ? 'shared' : 'admin');
  return chunks;
}

/**
 * The admin's first screen in few files (docs/performance.md, "The web admin on a phone"): left
 * to itself the bundler makes a chunk of each set of modules the same lazy screens and islands
 * share, 20 small files the phone asks for over a few connections. Every module the admin's
 * entry imports statically goes in one of two chunks: `admin`, what no public page can reach
 * (the admin's layout, stores, the home, View Events, the router), and `shared`, what an island
 * may load too (the API client, the session, the contracts' formats); an island's first touch
 * then loads `shared` whole, a few KB more than it uses. React has its chunk (below); what
 * every public page loads at first stays where it is.
 */
function adminFirstScreenChunks(): CodeSplittingGroup {
  let chunks: FirstScreenChunks | undefined;
  return {
    name: (id, chunking) => {
      chunks ??= firstScreenChunks((module) => chunking.getModuleInfo(module));
      return chunks.get(id) ?? null;
    },
    // every static import of these modules is in one of the chunks already
    includeDependenciesRecursively: false,
  };
}

// Two builds share this file: the browser bundle (dist/client) and, with --ssr, the server
// renderer the API imports (dist/server). config.siteDist (site/dist) is their common root.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineSiteStylesheet(), markShellScripts(), statisticsBeacon()],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: routerProduction },
          { find: /^react-router\/dom$/, replacement: routerDomProduction },
        ],
      },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : // modulePreload off: a lazy page's import lists no JS files to preload (the table of every
      // chunk's names was ~0.5 KB of the home page's first load; the 90 KB budget). The
      // server still preloads the rendered page's chunk and its imports (entry-server.tsx), and
      // a lazy page's CSS is still loaded with it.
      {
        outDir: 'dist/client',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        modulePreload: false,
        // eight hash characters: with the islands (docs/islands.md) the build has more chunks
        // than six can name, and the app's entry no longer carries the first load of every page
        rollupOptions: {
          output: {
            chunkFileNames: 'assets/[name]-[hash:8].js',
            codeSplitting: {
              groups: [adminFirstScreenChunks(), { name: 'react', test: REACT }],
            },
          },
        },
      },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
}));
