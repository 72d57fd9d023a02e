// First-load JavaScript of the built site, compressed (gzip level 9 and brotli 11), from Vite's
// manifest, per kind of page (docs/islands.md). First-load means what a page loads before the
// visitor touches it: a React island that loads on the first touch is printed beside, not counted.
// - the home page, and every page of islands but /lessons: the entry script of index.html and the
//   islands' script (src/islands/page.ts) with their static imports. Budget: 30 KB brotli.
// - /lessons: the same and the lesson times in the visitor's zone (src/islands/lesson-times.ts).
//   Budget: 45 KB brotli, as every public page. A signed-in student back at a time chosen before
//   logging in (/lessons?time=...) gets the lesson island at once: printed below, a choice came first.
// - /dashboard: the same and its plain script (src/islands/dashboard.ts), which fills the page at
//   load. Budget: 45 KB brotli, as every public page. Its forms' island loads on the first touch.
// - /admin-panel, the one page of a React app (the entry plus the admin's own, src/admin-client.tsx,
//   and its static imports: the admin home and View Events): budget 100 KB brotli; each other
//   admin screen's code, loaded when it is opened, printed beside.
// `--check` exits 1 when a budget is exceeded. The statistics beacon: at most 1 KB gzip (beacon.js,
// written by the build from the code a page of islands' loader runs inline, shared/client/src/islands/beacon.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = join(import.meta.dirname, '..', 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const HOME_BUDGET_KB = 30;
const PUBLIC_PAGE_BUDGET_KB = 45;
const ADMIN_FIRST_SCREEN_KB = 100;

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(join(client, file));
    sizes.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
function report(label, files, budget, listed = true) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const s = size(file);
    gzip += s.gzip;
    brotli += s.brotli;
    if (listed) console.log(`  ${file}  ${kb(s.raw)} KB raw, ${kb(s.gzip)} KB gzip, ${kb(s.brotli)} KB brotli`);
  }
  const said = budget === Infinity ? 'no budget' : `budget ${budget} KB`;
  console.log(`${label}: ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli, ${files.size} files (${said})`);
  return brotli / 1024 <= budget;
}

/** What `keys` add to a page that already loaded `base` (an island's code on its first touch). */
const beyond = (keys, base) => new Set([...closure(keys)].filter((file) => !base.has(file)));

const page = ['index.html', 'src/islands/page.ts'];
const pageFiles = closure(page);
let ok = report('Home (and every page of islands but /lessons) first-load JS', pageFiles, HOME_BUDGET_KB);
ok = report('/lessons first-load JS', closure([...page, 'src/islands/lesson-times.ts']), PUBLIC_PAGE_BUDGET_KB) && ok;
// each React island's code, loaded on its first touch (or at once: a signed-in student's chosen lesson time)
for (const island of manifest['src/islands/registry.ts']?.dynamicImports ?? [])
  report(
    `React island ${manifest[island]?.src ?? manifest[island]?.name ?? island}, on its first touch, adds`,
    beyond(['src/islands/mount.tsx', 'src/islands/registry.ts', island], pageFiles),
    Infinity,
    false,
  );
ok = report('/dashboard first-load JS', closure([...page, 'src/islands/dashboard.ts']), PUBLIC_PAGE_BUDGET_KB) && ok;
// the admin's first screen after logging in, the admin home and View Events (docs/performance.md):
// the admin's own entry (src/admin-client.tsx: the admin's shell under a plain router, no data
// router) and what it imports; every other screen loads its own code when opened
// (shared/admin/src/routes.tsx).
const adminFiles = closure(['index.html', 'src/admin-client.tsx']);
ok =
  report(
    '/admin-panel first screen (admin home, View Events) first-load JS',
    adminFiles,
    ADMIN_FIRST_SCREEN_KB,
    false,
  ) && ok;
// each lazy admin screen adds its own code when opened: what the first screen's chunks import lazily
// (the shared admin's screens and its session's login; not the public pages' islands of the entry)
const adminKeys = Object.keys(manifest).filter((key) => key !== 'index.html' && adminFiles.has(manifest[key].file));
const screens = new Set(adminKeys.flatMap((key) => manifest[key].dynamicImports ?? []));
for (const screen of [...screens].filter((key) => /\/admin\/src\//.test(manifest[key]?.src ?? '')))
  report(
    `  ${manifest[screen].src.replace(/^.*\/admin\/src\//, '')}, when opened, adds`,
    beyond([screen], adminFiles),
    Infinity,
    false,
  );
// the statistics beacon (beacon.js for the React app; inline in every page of islands), at most 1 KB
const beacon = readFileSync(join(client, 'beacon.js'));
const beaconGzip = gzipSync(beacon, { level: 9 }).length;
console.log(`Statistics beacon: ${beaconGzip} B gzip (budget 1024 B)`);
if (process.argv.includes('--check') && (!ok || beaconGzip > 1024)) process.exit(1);
