// npm run validate:feeds: starts the site on a temporary data folder with realistic data (a
// residency across the next DST change with exceptions, a cancelled, a moved, a sold-out and a
// to-be-announced show, non-ASCII text), fetches every feed, a show page, /shows and a CSV, and
// checks them with real parsers (site/e2e/feeds/checks.ts). Exits 1 on any failure. Needs the
// built site (npm run build); builds it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer } from '@jazz/api/testing';
import { validateFeeds } from '../site/e2e/feeds/checks';
import { seedRealisticShows } from '../site/e2e/feeds/seed';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'site', 'dist', 'server')))
  execSync('npm run build -w site', { cwd: root, stdio: 'inherit' });

const site = await startTestServer();
try {
  const running = { url: site.url, siteUrl: site.config.siteUrl, request: site.request, admin: site.admin };
  const seeded = await seedRealisticShows(running);
  const problems = await validateFeeds(running, seeded);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  console.log(
    problems.length === 0 ? 'validate:feeds: every check passed' : `validate:feeds: ${problems.length} failed`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await site.close();
}
