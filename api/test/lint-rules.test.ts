import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture is the lint config (docs/architecture.md, "The arrows, written down"): each
// rule is proved here on a probe file that breaks it, linted in memory at a real path of the
// repository (so the import resolver and the rule's folders apply), and on one that keeps it.

const repo = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

/** The rule ids ESLint reports for `code` as if it were the file `path` of the repository. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the packages of shared/ import one another only downwards', () => {
  it('@jazz/contracts imports no React, no Node, no axios and no other package', async () => {
    const broken = await rulesBroken(
      'shared/contracts/src/probe.ts',
      [
        "import { useState } from 'react';",
        "import { readFileSync } from 'node:fs';",
        "import axios from 'axios';",
        "import { createApiClient } from '@jazz/client/api-client';",
        'export const probe = [useState, readFileSync, axios, createApiClient];',
      ].join('\n'),
    );
    expect(broken).toContain('import-x/no-nodejs-modules');
    expect(broken.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(3);
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('@jazz/client does not import the admin', async () => {
    const broken = await rulesBroken(
      'shared/client/src/probe.ts',
      "import { AdminRoutes } from '@jazz/admin/routes';\nexport const probe = AdminRoutes;\n",
    );
    expect(broken).toEqual(['import-x/no-restricted-paths']);
  });

  it('source never imports @jazz/testing; a test may', async () => {
    const probe = "import { testEvent } from '@jazz/testing/factories';\nexport const probe = testEvent;\n";
    for (const path of ['shared/admin/src/probe.ts', 'api/src/probe.ts', 'site/src/probe.ts']) {
      expect(await rulesBroken(path, probe), path).toEqual(['local/test-helpers-in-tests']);
    }
    expect(await rulesBroken('shared/admin/src/probe.test.ts', probe)).toEqual([]);
  });

  it('a file that keeps to the arrows passes', async () => {
    const broken = await rulesBroken(
      'shared/admin/src/probe.ts',
      "import { eventSchema } from '@jazz/contracts';\nimport { useForm } from '@jazz/client/forms';\nexport const probe = [eventSchema, useForm];\n",
    );
    expect(broken).toEqual([]);
  });
});

describe("the site's pages sit below the app that composes them", () => {
  it('refuses a page that imports app/, its loaders or its types alike', async () => {
    const probes = [
      "import { routes } from '../app/routes';\nexport const probe = routes;\n",
      "import type { RouteHandle } from '../../app/meta';\nexport type Probe = RouteHandle;\n",
    ];
    expect(await rulesBroken('site/src/pages/probe-page.tsx', probes[0]!)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('site/src/pages/press/probe-page.tsx', probes[1]!)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('passes a page that reads its loader beside it and what loaders share in lib/', async () => {
    const broken = await rulesBroken(
      'site/src/pages/probe-page.tsx',
      [
        "import type { showsLoader } from './shows-loader';",
        "import { siteSettings } from '../lib/data-source';",
        'export type Probe = typeof showsLoader;',
        'export const probe = siteSettings;',
      ].join('\n') + '\n',
    );
    expect(broken).toEqual([]);
  });
});

describe('an admin screen reads through the one data hook (useData)', () => {
  const screen = 'shared/admin/src/screens/probe-screen.tsx';
  const lines = (...code: string[]) => code.join('\n') + '\n';

  it('refuses a fetch effect of its own: the old live guard, .then, await, a load call', async () => {
    const old = lines(
      "import { useEffect, useState } from 'react';",
      "import { useAdminHost } from '../host';",
      'export function Probe() {',
      '  const { api } = useAdminHost();',
      '  const [groups, setGroups] = useState<unknown[]>([]);',
      '  useEffect(() => {',
      '    let live = true;',
      '    api.groups.list().then((list) => live && setGroups(list));',
      '    return () => {',
      '      live = false;',
      '    };',
      '  }, [api]);',
      '  return groups.length;',
      '}',
    );
    expect(await rulesBroken(screen, old)).toEqual(['local/no-fetch-effect', 'local/no-fetch-effect']);
    const awaited = lines(
      "import { useEffect } from 'react';",
      'export function Probe({ read }: { read: () => Promise<void> }) {',
      '  useEffect(() => {',
      '    void (async () => {',
      '      await read();',
      '    })();',
      '  }, [read]);',
      '  return null;',
      '}',
    );
    expect(await rulesBroken(screen, awaited)).toEqual(['local/no-fetch-effect']);
    const loaded = lines(
      "import { useEffect } from 'react';",
      'export function Probe({ load }: { load: () => Promise<void> }) {',
      '  useEffect(() => void load(), [load]);',
      '  return null;',
      '}',
    );
    expect(await rulesBroken(screen, loaded)).toEqual(['local/no-fetch-effect']);
  });

  it('passes a screen that reads with useData, and effects that read nothing', async () => {
    const kept = lines(
      "import { useEffect } from 'react';",
      "import { useData } from '../use-data';",
      'export function Probe() {',
      "  const groups = useData('the groups', [], (api) => api.groups.list());",
      '  useEffect(() => {',
      '    document.title = String(groups.data?.length ?? 0);',
      '  }, [groups.data]);',
      '  return null;',
      '}',
    );
    expect(await rulesBroken(screen, kept)).toEqual([]);
  });
});

describe('one clock: time lives in @jazz/contracts/time', () => {
  /** The lines of `code` that no-restricted-syntax refuses as the file `path`. */
  async function refusedLines(path: string, code: string): Promise<number[]> {
    const [result] = await eslint.lintText(code, { filePath: resolve(repo, path) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
  }
  // one breach a line: the polyfill imported, Temporal named in a type and in a call, an instant
  // built with Date.UTC, a zone's clock read with formatToParts, the polyfill imported lazily
  const probe = [
    "import { Temporal } from 'temporal-polyfill';",
    'export type Day = Temporal.PlainDate;',
    "export const today = () => Temporal.Now.plainDateISO('UTC');",
    'export const start = Date.UTC(2026, 2, 8);',
    "export const parts = new Intl.DateTimeFormat('en-US').formatToParts(0);",
    "export const lazy = () => import('temporal-polyfill');",
    "export type Later = import('temporal-polyfill').Temporal.Instant;",
  ].join('\n');

  it('refuses the polyfill, Temporal, Date.UTC and formatToParts anywhere else, tests included', async () => {
    for (const path of [
      'api/src/probe.ts',
      'api/test/probe.test.ts',
      'site/src/probe.tsx',
      'site/e2e/probe.test.ts',
      'shared/admin/src/probe.ts',
      'shared/contracts/src/shows/probe.ts',
      'admin-desktop/src/core/probe.ts',
      'scripts/probe.mjs',
    ]) {
      expect([...new Set(await refusedLines(path, probe))], path).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('lets the time folder, the VTIMEZONE writer and the repeat-rule expander use them', async () => {
    expect(await refusedLines('shared/contracts/src/time/probe.ts', probe)).toEqual([]);
    for (const path of [
      'shared/contracts/src/time/engine.ts',
      'shared/contracts/src/time/engine.test.ts',
      'api/src/calendar/vtimezone.ts',
      'shared/contracts/src/shows/recurrence.ts',
    ]) {
      const code = readFileSync(resolve(repo, path), 'utf8');
      expect(code, path).toMatch(/Temporal|formatToParts|Date\.UTC/);
      expect(await refusedLines(path, code), path).toEqual([]);
    }
  });

  it('a file that takes its time from @jazz/contracts/time passes', async () => {
    const code = [
      "import { dayOf, utcStamp, zonedInstant } from '@jazz/contracts/time';",
      "export const probe = [dayOf(0, 'America/New_York'), utcStamp(0), zonedInstant('UTC', 2026, 3, 8)];",
    ].join('\n');
    expect(await refusedLines('api/src/probe.ts', code)).toEqual([]);
  });
});
