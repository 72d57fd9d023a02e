import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * docs/shows.md, "Adding an optional event field", followed literally on a copy of shared/ and
 * api/: a new optional text field `ageLimit` gets a migration, one row of the field table and
 * one line of the repository, and nothing else. The copy type-checks, and its own round-trip
 * test (api/test/event-fields-roundtrip.test.ts) stores it, reads it back, duplicates it and
 * finds it in a conflict answer. Leaving out any one of the places fails the type-check or that
 * test.
 */

const repo = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'add-a-field-'));

const TABLE_FILE = 'shared/contracts/src/event.ts';
const REPOSITORY_FILE = 'api/src/events/repository.ts';
const MIGRATIONS = 'api/src/db/migrations';
const SHOW_PAGE = 'site/src/pages/show-page.tsx';

const TABLE_START = 'export const EVENT_FIELD_TABLE = {';
const TABLE_END = '} as const satisfies Record<string, EventFieldRow>;';
const COLUMNS_END = '} as const satisfies Record<Exclude<EventField, PlaceField>, string>;';

// the documented edits, as docs/shows.md writes them (the first test checks they are there)
const ROW = `  ageLimit: {
    label: 'Age limit',
    input: 'text',
    schema: z.string({ error: AGE_LIMIT }).trim().max(40, { error: AGE_LIMIT }).optional(),
    default: '',
    optional: true,
    csv: false,
  },
`;
const COLUMN = "  ageLimit: 'age_limit',\n";
const MIGRATION = "ALTER TABLE events ADD COLUMN age_limit TEXT NOT NULL DEFAULT '';\n";
// the message, which the docs leave to the developer's choice of place
const MESSAGE = "const AGE_LIMIT = 'Age limit must be at most 40 characters.';\n";

/** A copy of the repository's shared/ and api/ sources with node_modules beside them. */
function makeCopy(name: string): string {
  const root = join(work, name);
  const skip = (path: string) => !/(node_modules|\.tsbuildinfo)$/.test(path);
  for (const part of ['shared', 'api']) cpSync(join(repo, part), join(root, part), { recursive: true, filter: skip });
  cpSync(join(repo, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  // a real folder of links: a link to the whole node_modules would resolve @jazz/contracts to the original
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@jazz'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry === '@jazz' || entry.startsWith('.vite')) continue;
    symlinkSync(join(repo, 'node_modules', entry), join(modules, entry));
  }
  for (const name of readdirSync(join(root, 'shared'))) {
    if (existsSync(join(root, 'shared', name, 'package.json')))
      symlinkSync(join(root, 'shared', name), join(modules, '@jazz', name));
  }
  symlinkSync(join(root, 'api'), join(modules, '@jazz/api'));
  return root;
}

const edit = (root: string, file: string, change: (text: string) => string) => {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  writeFileSync(path, after);
};
const insertBefore = (marker: string, line: string) => (text: string) => {
  expect(text.split(marker)).toHaveLength(2);
  return text.replace(marker, line + marker);
};

/** The migration with the next free number (the runner refuses two files with one number). */
function nextMigration(root: string): string {
  const numbers = readdirSync(join(root, MIGRATIONS)).map((file) => Number.parseInt(file, 10));
  return `${MIGRATIONS}/${String(Math.max(...numbers) + 1).padStart(3, '0')}_age_limit.sql`;
}

interface Edits {
  migration?: boolean;
  row?: string | false;
  column?: boolean;
}

/** The documented edits on a fresh copy; each can be left out or written otherwise. */
function followTheDocs(name: string, { migration = true, row = ROW, column = true }: Edits = {}) {
  const root = makeCopy(name);
  if (migration) writeFileSync(join(root, nextMigration(root)), MIGRATION);
  if (row) edit(root, TABLE_FILE, (text) => insertBefore(TABLE_END, row)(insertBefore(TABLE_START, MESSAGE)(text)));
  if (column) edit(root, REPOSITORY_FILE, insertBefore(COLUMNS_END, COLUMN));
  return root;
}

// what a client of the copy's contracts sees of the new field
const PROBE = `import type { Event, EventData, EventValues } from './event';
export const sent: EventData['ageLimit'] = '18+';
export const stored: Event['ageLimit'] = undefined;
export const form: EventValues['ageLimit'] = '';
`;

/**
 * The type errors of each copy's contracts (event.ts, event-fields.ts and a probe of the new
 * field's types), by copy: one program in this process, only the contracts' files, so the
 * compiler reads zod's types once.
 */
function typeErrors(roots: string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repo, 'shared/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const options = { ...config.options, noEmit: true, incremental: false, lib: ['lib.es2023.d.ts'], types: [] };
  const rootNames = roots.flatMap((root) => {
    const contracts = join(root, 'shared/contracts/src');
    writeFileSync(join(contracts, 'age-limit-probe.ts'), PROBE);
    return ['event.ts', 'event-fields.ts', 'age-limit-probe.ts'].map((file) => join(contracts, file));
  });
  const program = ts.createProgram({ rootNames, options });
  const errors = new Map(roots.map((root) => [basename(root), [] as string[]]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const root = roots.find((r) => d.file?.fileName.startsWith(r + '/'));
    const where = d.file && root ? `${d.file.fileName.slice(root.length + 1)}: ` : '';
    const text = where + ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (root) errors.get(basename(root))!.push(text);
    else throw new Error(text);
  }
  return errors;
}

interface FileResult {
  name: string;
  status: string;
  message: string;
  assertionResults: { status: string; failureMessages: string[] }[];
}

/** Runs the round-trip test of each copy in one child vitest, one project per copy. */
async function roundTrips(roots: string[]): Promise<Map<string, FileResult>> {
  const projects = roots.map((root) => ({
    test: {
      name: basename(root),
      root: join(root, 'api'),
      include: ['test/event-fields-roundtrip.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  }));
  writeFileSync(join(work, 'vitest.config.mjs'), `export default ${JSON.stringify({ test: { projects } })};\n`);
  // the child is a vitest of its own, not a worker of this one
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const args = ['run', '--config', 'vitest.config.mjs', '--reporter=json', '--outputFile=result.json'];
  const child = spawn(process.execPath, [join(repo, 'node_modules/vitest/vitest.mjs'), ...args], {
    cwd: work,
    env: { ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((done, fail) => {
    child.on('error', fail);
    child.on('close', () => done());
  });
  let report: { testResults: FileResult[] };
  try {
    report = JSON.parse(readFileSync(join(work, 'result.json'), 'utf8')) as { testResults: FileResult[] };
  } catch {
    throw new Error(`the child vitest wrote no report:\n${stderr}`);
  }
  const byCopy = new Map<string, FileResult>();
  for (const file of report.testResults) {
    const copy = roots.find((root) => file.name.startsWith(root + '/'));
    if (copy) byCopy.set(basename(copy), file);
  }
  return byCopy;
}

/** The failure text of a copy's round trip ('' when it passed). */
const failureOf = (file: FileResult | undefined): string =>
  file ? [file.message, ...file.assertionResults.flatMap((a) => a.failureMessages)].join('\n') : 'no result';

/** Made by the first test that asks, then shared with the rest. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const checkOfText = ROW.replace("input: 'text'", "input: 'check'").replace("default: ''", 'default: false');

const documented = once(() => followTheDocs('documented'));

const results = once(() => {
  const running = roundTrips([
    documented(),
    followTheDocs('no-repository-line', { column: false }),
    followTheDocs('column-alone', { row: false }),
    followTheDocs('no-migration', { migration: false }),
  ]);
  // awaited by the tests that read it; a failure before then is theirs to report
  running.catch(() => undefined);
  return running;
});

const typed = once(() =>
  typeErrors([
    documented(),
    followTheDocs('no-schema', { row: ROW.replace(/ {4}schema: .*\n/, '') }),
    followTheDocs('check-of-text', { row: checkOfText }),
  ]),
);

const SLOW = 120_000;

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('adding an optional event field as docs/shows.md says', () => {
  it('names exactly the files this test edits', () => {
    const docs = readFileSync(join(repo, 'docs/shows.md'), 'utf8');
    const walkthrough = docs.slice(docs.indexOf('**Adding an optional event field**'));
    const steps = walkthrough.slice(0, walkthrough.indexOf('\n\n', walkthrough.indexOf('1. ')));
    const named = [...steps.matchAll(/`((?:api|shared|site)\/[^`]+)`/g)].map((m) => m[1]);
    expect(named).toEqual([MIGRATIONS + '/NNN_name.sql', TABLE_FILE, REPOSITORY_FILE, SHOW_PAGE]);
    for (const text of [MIGRATION, ROW, COLUMN]) expect(walkthrough).toContain(text);
  });

  it(
    'type-checks with the documented edits, the new field in EventData, Event and the form values',
    () => {
      // the child vitest runs the round trips while this process type-checks
      void results();
      expect(typed().get('documented')).toEqual([]);
    },
    SLOW,
  );

  it(
    'stores the field, reads it back, duplicates it and lists it in a conflict',
    async () => {
      const file = (await results()).get('documented');
      expect(failureOf(file)).toBe('');
      expect(file?.status).toBe('passed');
      expect(file?.assertionResults).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'fails without the repository line, or with the line and no row, naming the field',
    async () => {
      const byCopy = await results();
      expect(failureOf(byCopy.get('no-repository-line'))).toContain('The event field "ageLimit" has no column');
      expect(failureOf(byCopy.get('column-alone'))).toContain('COLUMNS names "ageLimit"');
    },
    SLOW,
  );

  it(
    'fails the round trip without the migration',
    async () => {
      expect(failureOf((await results()).get('no-migration'))).toContain('no such column: e.age_limit');
    },
    SLOW,
  );

  it(
    'fails the type-check with a row that has no schema, or a schema its input kind can not fill',
    () => {
      expect(typed().get('no-schema')!.join('\n')).toMatch(/contracts\/src\/event\.ts: .*schema/);
      expect(typed().get('check-of-text')!.join('\n')).toMatch(/contracts\/src\/event\.ts: .*"ageLimit"/);
    },
    SLOW,
  );
});
