import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noFetchEffect } from './scripts/lint/no-fetch-effect.mjs';
import { noImportCircle } from './scripts/lint/no-import-circle.mjs';
import { testHelpersInTests } from './scripts/lint/test-helpers-in-tests.mjs';
import tseslint from 'typescript-eslint';

// Each site feature is a folder of its own: it may import lib/, components/ and shared, never
// another feature or the app that composes them.
const siteFeatures = readdirSync('site/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Electron's worlds: main (Node), preload (the bridge), renderer + core (the page). Each keeps to
// itself; ipc-contract.ts, ipc-channels.ts and csp.ts are the only files they share.
const desktop = 'admin-desktop/src';
const desktopWorlds = {
  main: ['renderer', 'core', 'preload', 'preview'],
  preload: ['main', 'renderer', 'core', 'preview'],
  renderer: ['main', 'preload', 'preview'],
  core: ['main', 'preload', 'renderer', 'preview'],
};

// The desktop's offline core (docs/desktop-offline.md): the top (client, sync engine, transport)
// calls the per-kind handlers in core/kinds/, which build on everything below them.
const desktopCoreTop = ['offline-client.ts', 'sync.ts', 'send.ts'].map((file) => `${desktop}/core/${file}`);
const desktopCoreBelowKinds = [
  'offline-kit.ts',
  'send-kit.ts',
  'decisions.ts',
  'merge-draft.ts',
  'outbox.ts',
  'holds.ts',
  'discarded.ts',
  'views.ts',
  'images.ts',
  'outbox-types.ts',
  'reachability.ts',
  'valid.ts',
  'site-settings.ts',
].map((file) => `${desktop}/core/${file}`);

// One clock (docs/architecture.md, docs/shows.md "One rule each"): the site's time lives in
// shared/contracts/src/time/ (@jazz/contracts/time). Outside it only the iCalendar writer's
// VTIMEZONE code and the repeat-rule expander (rrule-temporal needs Temporal) may read a zone's
// clock with formatToParts, build an instant with Date.UTC or name Temporal, type positions included.
const CLOCK_FILES = [
  'shared/contracts/src/time/**',
  'api/src/calendar/vtimezone.ts',
  'shared/contracts/src/shows/recurrence.ts',
];
const CLOCK_MESSAGE = 'Time lives in @jazz/contracts/time (shared/contracts/src/time/README.md): use its functions.';
const CLOCK_SYNTAX = [
  "Identifier[name='Temporal']",
  'ImportDeclaration[source.value=/^temporal-polyfill/]',
  'ImportExpression[source.value=/^temporal-polyfill/]',
  "MemberExpression[object.name='Date'][property.name='UTC']",
  "MemberExpression[property.name='formatToParts']",
].map((selector) => ({ selector, message: CLOCK_MESSAGE }));

// The plugin's TypeScript settings (which files it parses to follow their imports), with the
// workspace-aware resolver below in place of its default one.
const { 'import-x/resolver': _defaultResolver, ...importSettings } = importX.flatConfigs.typescript.settings;

const resolver = createTypeScriptImportResolver({
  project: ['shared/tsconfig.json', 'api/tsconfig.json', 'site/tsconfig.json', 'admin-desktop/tsconfig.json'],
  noWarnOnMultipleProjects: true,
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-artifacts/**', 'release/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // one file-naming rule: kebab-case (component names inside stay PascalCase)
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The architecture, written down: which folder may import which (docs/architecture.md, "The shape of
    // the house"). The resolver reads the workspaces' tsconfigs and package exports, so
    // `@jazz/contracts/...` resolves to shared/contracts/src like a relative path.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      'import-x': importX,
      local: {
        rules: {
          'no-import-circle': noImportCircle(resolver),
          'test-helpers-in-tests': testHelpersInTests,
          'no-fetch-effect': noFetchEffect,
        },
      },
    },
    settings: {
      ...importSettings,
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-cycle skips type imports; this one counts them (scripts/lint/no-import-circle.mjs)
      'local/no-import-circle': 'error',
      'local/test-helpers-in-tests': 'error',
      // an admin screen reads through useData, never an effect of its own (scripts/lint/no-fetch-effect.mjs)
      'local/no-fetch-effect': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'shared',
              from: ['api', 'site', 'admin-desktop'],
              message: 'shared imports none of the other workspaces.',
            },
            // the packages of shared/ in one direction (docs/architecture.md): contracts, then the
            // client, then the admin; testing sits on top of them, for tests only
            {
              target: 'shared/contracts',
              from: ['shared/client', 'shared/admin'],
              message: '@jazz/contracts is the bottom: it imports none of the other packages.',
            },
            {
              target: 'shared/client',
              from: 'shared/admin',
              message: '@jazz/client imports @jazz/contracts only: the admin and the tests build on it.',
            },
            {
              target: 'site/src/features',
              from: 'site/src/app',
              message: 'A feature does not import the app: the app composes the features.',
            },
            {
              target: 'site/src/pages',
              from: 'site/src/app',
              message:
                'A page does not import the app: its loader sits beside it, what loaders share in lib/; the app composes the pages.',
            },
            ...siteFeatures.map((feature) => ({
              target: `site/src/features/${feature}`,
              from: 'site/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: the app composes them.',
            })),
            {
              target: ['site/src/lib', 'site/src/components', 'site/src/content'],
              from: ['site/src/app', 'site/src/features', 'site/src/pages'],
              message: 'lib/, components/ and content/ sit below the pages, features and the app.',
            },
            ...Object.entries(desktopWorlds).map(([world, others]) => ({
              target: `${desktop}/${world}`,
              from: others.map((other) => `${desktop}/${other}`),
              message: `Electron's worlds keep apart: ${world}/ shares only the ipc-*.ts files and csp.ts.`,
            })),
            // the desktop's offline core in one direction (docs/desktop-offline.md): the client and
            // the sync engine, then the transport, then the per-kind handlers, then the rest
            {
              target: `${desktop}/core/kinds`,
              from: desktopCoreTop,
              message: 'A kind (core/kinds/) is called by the client and the transport; it imports neither.',
            },
            {
              target: desktopCoreBelowKinds,
              from: [...desktopCoreTop, `${desktop}/core/kinds`],
              message: 'The outbox, the kits and the store sit below the per-kind handlers (core/kinds/) and the sync.',
            },
            {
              target: [`${desktop}/ipc-contract.ts`, `${desktop}/ipc-channels.ts`, `${desktop}/csp.ts`],
              from: Object.keys(desktopWorlds).map((world) => `${desktop}/${world}`),
              message: 'The IPC contract and the CSP are what the worlds share; they import none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // tests read loosely-typed JSON responses
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // one clock: see CLOCK_FILES above
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: CLOCK_FILES,
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_SYNTAX] },
  },
  {
    // shared/ imports none of the other workspaces (the zones above); @jazz/contracts stays free
    // of React, Node and axios, so the API, the site and the desktop can all load it
    files: ['shared/contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'axios', '@jazz/*'] }],
    },
  },
);
