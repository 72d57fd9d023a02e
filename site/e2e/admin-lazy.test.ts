import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-helpers';
import { browserForThisFile, newPage, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
}
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;

/** The built file of an admin screen's own chunk, by its source (shared/admin/src/routes.tsx loads it when opened). */
function screenChunk(source: string): string {
  const entry = Object.values(manifest).find((chunk) => chunk.src === `../shared/admin/src/screens/${source}`);
  if (!entry) throw new Error(`no chunk of its own for ${source}: is it still lazy in routes.tsx?`);
  return entry.file;
}

/** The built files of the admin's first screen: its entry and what they import (site/scripts/js-size.mjs counts them). */
function firstScreenFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', 'src/admin-client.tsx']) visit(key);
  return files;
}

/** Every path of a script the page asked for, without its leading slash (as the manifest names files). */
function scriptsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname.slice(1));
  });
  return asked;
}

describe('the admin on a phone loads each area when it is opened', () => {
  it('the home and View Events load neither the money nor the statistics code; opening them does', async () => {
    const money = screenChunk('money/money-screen.tsx');
    const stats = screenChunk('stats/stats-screen.tsx');
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    const asked = scriptsOf(page);

    await signInAsAdmin(site, page);
    await page.waitForLoadState('networkidle');
    // the home asks for the admin's entry and what it imports, all that the size budget counts:
    // no data router, no public page's code (the statistics beacon aside)
    const firstScreen = firstScreenFiles();
    expect(asked.filter((file) => file !== 'beacon.js' && !firstScreen.has(file))).toEqual([]);
    await page.getByRole('link', { name: 'View Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((file) => file === money || file === stats)).toEqual([]);
    // the first screen's scripts are the admin's own entry's, no screen of another area
    expect(asked.some((file) => file.startsWith('assets/admin-client-'))).toBe(true);

    await page.goBack();
    await page.getByRole('link', { name: 'Money' }).click();
    await page.getByRole('heading', { level: 1, name: 'Money' }).waitFor();
    expect(asked).toContain(money);
    expect(asked).not.toContain(stats);

    await page.goBack();
    await page.getByRole('link', { name: 'Stats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stats' }).waitFor();
    expect(asked).toContain(stats);
    expect(problems).toEqual([]);
    await context.close();
  });
});
