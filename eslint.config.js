import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One lint setup for every workspace. Import zones keep dependencies flowing one way:
// packages/shared ← apps; inside the web app components|lib ← features ← app.
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps', message: 'shared must not import the apps' },
            { target: './apps/web', from: './apps/server', message: 'the web app meets the server only in packages/shared' },
            { target: './apps/server', from: './apps/web', message: 'the server meets the web app only in packages/shared' },
            { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components are below features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib is below features' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features must not import the app' },
            { target: './apps/web/src/components', from: './apps/web/src/app', message: 'components must not import the app' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
