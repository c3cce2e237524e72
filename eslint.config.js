import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// One lint setup for every workspace. Import boundaries keep dependencies flowing one way:
// packages/shared ← apps; inside the web app components|lib ← features ← app; the web app and the
// server meet only in packages/shared; no web feature imports another one (what several features
// need lives in components/ or lib/); and no import cycles anywhere.
const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

const tsFiles = ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'];
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      // Benchmark output: reports, traces and big-shop data, never committed.
      'bench/.tmp/**',
      'bench/.data/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // kebab-case file and folder names; `orders.repository.ts`, `cart.test.ts` keep their middle part.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,bench,scripts,docs}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Promises are awaited, caught or marked `void` on purpose: the type-aware rules need the
    // TypeScript projects, so they run on the workspaces' TypeScript files only.
    files: tsFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Import cycles between the project's own files (value imports; `import type` is erased).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '**/apps/**',
          '@shop/server*',
          '@shop/web*',
          'node:*',
          'react',
          'react-dom',
          'fastify',
          'drizzle-orm*',
        ],
        'packages/shared is the contract: no app code, Node, React, database or HTTP framework',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/web/src/**', '@shop/web*'],
        'the server meets the web app only in packages/shared',
      ),
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/features/**', '**/app/**', '**/server/**'],
        'components and lib sit below features and the app shell',
      ),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/app/**', '**/server/**'],
        'features must not import the app shell',
      ),
      // A feature folder is a room of its own: what two features share moves to components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: './apps/web/src/features',
            except: [`./${name}`],
            message: 'one web feature must not import another; shared pieces live in components/ or lib/',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
);
