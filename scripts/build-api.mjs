// Compiles the API (api/src, with the @jazz/contracts and @jazz/client sources it imports) into api/dist: one ES
// module per entry, npm packages left as imports, migrations copied beside it. Production runs
// this JavaScript with plain `node`, no TypeScript loader. `npm run build:api` always builds;
// `node scripts/build-api.mjs --if-stale` only when a source is newer than the build (`--quiet`:
// without a word, for commands whose output is read, like `npm run backup`).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'api');
const out = join(api, 'dist');
const entries = { server: 'src/server.ts', cli: 'src/ops/cli.ts' };

/** Newest modification time under a folder (dist, node_modules and dot folders left out). */
export function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale() {
  const built = Object.keys(entries).map((name) => join(out, `${name}.js`));
  if (!built.every((file) => existsSync(file))) return true;
  const sources = Math.max(
    newest(join(api, 'src')),
    ...['contracts', 'client'].map((name) => newest(join(root, 'shared', name, 'src'))),
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  return built.some((file) => statSync(file).mtimeMs < sources);
}

export async function buildApi() {
  // npm packages stay imports (resolved from node_modules at run time); the workspace's own
  // TypeScript (@jazz/contracts, @jazz/client) is compiled in
  const { dependencies } = JSON.parse(readFileSync(join(api, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@jazz/'))
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: api,
    entryPoints: entries,
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // a bundled CommonJS helper may still call require(): give the module one
    banner: {
      js: "import { createRequire as __jazzRequire } from 'node:module'; const require = __jazzRequire(import.meta.url);",
    },
  });
  // the migration runner reads its SQL files beside the code (api/src/db/migrations in sources)
  cpSync(join(api, 'src', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || stale()) {
    if (!process.argv.includes('--quiet')) console.log('Compiling the API...');
    await buildApi();
  }
}
