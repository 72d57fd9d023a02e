// First-load JavaScript of the built site, compressed (gzip level 9 and brotli 11), from Vite's
// manifest. Two kinds of page (docs/islands.md):
// - a page of islands (home, about, listen, video, photos, not found): the entry script of
//   index.html and the islands' script (src/islands/page.ts) with their static imports; React comes only with a React island, which
//   loads when visible or touched. Budget: 30 KB brotli (the home page; every page of islands
//   is this script), and no public page over 45 KB.
// - a page of the React app (the public pages not yet made islands, the account pages): the
//   entry plus the app (src/app-client.tsx) and its static imports, not the page's lazy chunk.
//   Budget: 95 KB brotli. It was 90 KB (89.9 measured) while one script served every page; the
//   split into two (the app as a chunk of its own beside the islands' script) costs about 4 KB
//   of chunk boundaries. It goes once every public page is islands (the app then serves only
//   the account pages and /admin-panel).
// `--check` exits 1 when a budget is exceeded. The statistics beacon: at most 1 KB gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = join(import.meta.dirname, '..', 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const ISLANDS_BUDGET_KB = 30;
const PUBLIC_PAGE_BUDGET_KB = 45;
const APP_BUDGET_KB = 95;

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
function report(label, files, budget) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const s = size(file);
    gzip += s.gzip;
    brotli += s.brotli;
    console.log(`  ${file}  ${kb(s.raw)} KB raw, ${kb(s.gzip)} KB gzip, ${kb(s.brotli)} KB brotli`);
  }
  console.log(`${label}: ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli (budget ${budget} KB)`);
  return brotli / 1024 <= budget;
}

let ok = report(
  'Page of islands (home) first-load JS',
  closure(['index.html', 'src/islands/page.ts']),
  ISLANDS_BUDGET_KB,
);
ok = report('Page of islands, any', closure(['index.html', 'src/islands/page.ts']), PUBLIC_PAGE_BUDGET_KB) && ok;
ok = report('Page of the React app first-load JS', closure(['index.html', 'src/app-client.tsx']), APP_BUDGET_KB) && ok;
// the statistics beacon: its own file (public/beacon.js), loaded by every page, at most 1 KB
const beacon = readFileSync(join(client, 'beacon.js'));
const beaconGzip = gzipSync(beacon, { level: 9 }).length;
console.log(`Statistics beacon: ${beaconGzip} B gzip (budget 1024 B)`);
if (process.argv.includes('--check') && (!ok || beaconGzip > 1024)) process.exit(1);
