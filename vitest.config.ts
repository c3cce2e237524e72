import { defineConfig } from 'vitest/config';

function serverProject(name: string, engine: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      root: 'apps/server',
      environment: 'node',
      env: { SHOP_TEST_ENGINE: engine },
      // Migrates one database that every test file then copies (see the file).
      globalSetup: ['./src/testing/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one for itself, which on two cores is a single worker
    // while the main process mostly waits.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      // The bench's own table and budget logic; the bench itself runs with `npm run bench`.
      { test: { name: 'bench', root: 'bench', environment: 'node' } },
      serverProject('server', 'pglite'),
      // The same API tests again on a real PostgreSQL server when CI provides one.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
