import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One lint setup for every workspace. Import boundaries keep dependencies flowing one way:
// packages/shared ← apps; inside the web app components|lib ← features ← app; the web app and the
// server meet only in packages/shared. (Cycles are checked by scripts/check-import-cycles.mjs.)
const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
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
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
