import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { boundariesPlugin } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '.ci/node-*/**', '**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/drizzle/**',
      // The lint test's fixtures break the rules on purpose; the test lints them on its own.
      'scripts/lint/fixtures/**', 'packages/lease-math/reports/**', 'packages/lease-math/.stryker-tmp*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/lease-math/**/*.ts', 'packages/contract/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // DESIGN §2: modules and features meet only through their public faces, shared code sits below
  // them, the packages know nothing of the apps, and nothing imports itself round a cycle.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { leasedesk: boundariesPlugin, 'import-x': importX },
    settings: {
      // import-x reads the imported files to follow a cycle: it must know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'leasedesk/layering': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
