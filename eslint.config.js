import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // tests read loosely-typed JSON responses
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // shared/ imports none of the other workspaces; contracts stay free of React and Node
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@jazz/api*', '@jazz/site*', '@jazz/admin-desktop*', '**/api/src/**', '**/site/src/**'] },
      ],
    },
  },
  {
    files: ['shared/src/contracts/**', 'shared/src/shows/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*', 'axios', '@jazz/*'] }],
    },
  },
);
