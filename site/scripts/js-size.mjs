// Sums the compressed size of the JavaScript the built home page loads on first visit: the
// entry script of index.html and every chunk it imports statically (Vite's manifest), not the
// lazy chunks (contact, accounts, admin). Prints gzip (level 9) and brotli sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = join(import.meta.dirname, '..', 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 90;

const files = new Set();
(function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
})('index.html');

let gzip = 0;
let brotli = 0;
for (const file of files) {
  const data = readFileSync(join(client, file));
  const gz = gzipSync(data, { level: 9 }).length;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  gzip += gz;
  brotli += br;
  console.log(
    `${file}  ${(data.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli`,
  );
}
console.log(
  `Home page first-load JS: ${(gzip / 1024).toFixed(1)} KB gzip, ${(brotli / 1024).toFixed(1)} KB brotli (budget ${BUDGET_KB} KB)`,
);
// the statistics beacon: its own file (public/beacon.js), loaded by every page, at most 1 KB
const beacon = readFileSync(join(client, 'beacon.js'));
const beaconGzip = gzipSync(beacon, { level: 9 }).length;
console.log(`Statistics beacon: ${beaconGzip} B gzip (budget 1024 B)`);
if (process.argv.includes('--check') && (brotli / 1024 > BUDGET_KB || beaconGzip > 1024)) process.exit(1);
