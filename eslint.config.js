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
// packages/shared ← apps; inside the web app components|lib ← domain ← features ← app (domain/:
// the shop's own pieces several features show, such as an order's status, a shade, a place); the
// web app and the server meet only in packages/shared; no web feature imports another one (what
// several features need lives in domain/, components/ or lib/); and no import cycles anywhere.
const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

const tsFiles = ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'];
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's modules, from the top: a module imports only modules in a tier to its right, never
// one in its own tier or to its left. The money path runs checkout → payments → orders → stock;
// a review needs a delivered order, so reviews sit above orders; products sit below orders (an
// order's lines name them) and above stock, images and seo; auth (accounts, sessions, the
// sign-in guard) sits below every module that checks who is signed in, and the shop's settings
// just above it (read by checkout, payments and stock; changed by a signed-in admin); catalog (the
// snapshot every read comes from), mail (the outbox) and rate-limit are the floor. A new module
// gets a tier here: until it has one, any import between it and another module fails the lint.
const serverModuleTiers = [
  // A return is closed through the refund path, store credit or an exchange's stock (decision 52).
  ['returns'],
  // An admin's refund asks the payment provider and changes the order (decision 28). Come-back
  // mails read checkouts, stock, settings and the overview's low-stock list (decision 32).
  // The product feeds read the catalogue as shoppers see it and write it as the CSV exports do.
  // Orders staff take in chats and at the counter price and sell as the checkout does (decision 48).
  // The new-order alerts read the orders and the settings, and write mail (decision 49).
  ['order-refunds', 'come-back', 'feeds', 'staff-orders', 'new-order-alerts'],
  // A customer's own data: every table keyed to them, written as CSV as the exports are (decision 56).
  ['my-data'],
  // A payment link reopens an unpaid order and pays it as the checkout does (decision 48).
  ['pay-links'],
  [
    'addresses',
    'checkout',
    'data-exchange',
    'health',
    'maintenance',
    'overview',
    'page-render',
    'paper',
    'password-reset',
    'saved',
    // A shopper's shade and each product's shade for it, read off the catalogue (decision 57).
    'shade',
    // The trust pages are stored as settings, each edit audited (decision 56).
    'trust-pages',
    'users',
  ],
  // A pay-on-delivery shopper's confirm or cancel: the checkout's receipt links to it, and it
  // cancels by the orders' status step (decision 53).
  ['pod-confirmation'],
  // The customers tab's people, read from the orders; their CSV is an export (decision 45).
  ['payments', 'reviews', 'customers'],
  ['orders'],
  ['products'],
  // Order messages by WhatsApp and SMS, queued by every module that changes an order (decision 51).
  ['order-messages'],
  // Store credit is spent at checkout and given on returns, read from its own ledger (decision 52).
  ['stock', 'images', 'seo', 'refunds', 'backups', 'store-credit'],
  ['settings', 'discounts', 'delivery'],
  // Alerts on staff phones: orders, refunds and stock hand it a push to queue (decision 50).
  ['push-alerts'],
  // The audit log's writer: every module that changes the shop records the change (decision 37).
  ['audit'],
  ['auth'],
  ['catalog', 'mail', 'rate-limit'],
  // A routine's steps: the catalogue, the stock and the product forms read them (decision 60).
  ['routines'],
];
const serverModules = readdirSync(new URL('apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModule = (name) => `./apps/server/src/modules/${name}`;
const untieredZones = serverModules
  .filter((name) => !serverModuleTiers.flat().includes(name))
  .flatMap((name) => {
    const others = serverModules.filter((other) => other !== name).map(serverModule);
    const message = `modules/${name} has no tier yet: add it to serverModuleTiers in eslint.config.js`;
    return [
      { target: serverModule(name), from: others, message },
      { target: others, from: serverModule(name), message },
    ];
  });
const moduleDirectionZones = serverModuleTiers
  .flatMap(
    (tier, index) =>
      tier.map((name) => ({
        target: serverModule(name),
        from: serverModuleTiers
          .slice(0, index + 1)
          .flat()
          .filter((other) => other !== name)
          .map(serverModule),
        message:
          'a server module imports only modules below it (checkout → payments → orders → stock; ' +
          'serverModuleTiers in eslint.config.js): move the shared piece down, or invert the dependency',
      })),
    // The top tier's lone module has nothing above it to keep out.
  )
  .filter((zone) => zone.from.length > 0);

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
    // Routes call services (decision 67): a route file speaks HTTP and hands the work to its
    // module's service; only services and repositories reach the database.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/src/**', '@shop/web*'],
              message: 'the server meets the web app only in packages/shared',
            },
            {
              group: ['**/*.repository', '**/*.repository.ts', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message:
                "a route calls its module's service, never a repository or the database: " +
                'move the query behind a service function named for what it does',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (tests may reach anywhere: they drive the whole app).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleDirectionZones,
            ...untieredZones,
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/tools',
              message: 'no module imports the tools: operator commands use the modules, not the other way',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/tools'],
              message: 'db/ (schema, client, migrations) is the floor: it imports no module, plugin or tool',
            },
            {
              target: './apps/server/src',
              from: './apps/server/src/testing',
              message: 'testing/ is for tests only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/domain/**', '**/features/**', '**/app/**', '**/server/**'],
        'components and lib sit below domain/, features and the app shell',
      ),
    },
  },
  {
    files: ['apps/web/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/features/**', '**/app/**', '**/server/**'],
        'domain/ sits below features and the app shell: what features share, not what one feature owns',
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
      // A feature folder is a room of its own: what two features share moves to domain/, components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: './apps/web/src/features',
            except: [`./${name}`],
            message:
              'one web feature must not import another; shared pieces live in domain/, components/ or lib/',
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
