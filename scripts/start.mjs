// `npm start`: builds the site when its build is missing or older than its sources, then
// starts the one process that serves the API, the site and media.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = join(root, 'site', 'dist', 'server', 'entry-server.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(join(root, 'site')), newest(join(root, 'shared')));
if (!existsSync(marker) || statSync(marker).mtimeMs < sources) {
  console.log('Building the site...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process (TypeScript through tsx's loader), so SIGTERM and Ctrl+C reach
// its graceful shutdown directly, with no wrapper process to kill it or leave it orphaned.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'api', 'src', 'server.ts')).href);
