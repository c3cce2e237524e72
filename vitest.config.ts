import { configDefaults, defineConfig } from 'vitest/config';

// Tests that time whole processes against a limit the shop promises (the supervisor: back within
// 5 s after its worker is killed). Run among the other files, and beside the same test on the
// other engine, their processes got a share of two cores and the limit measured the neighbours:
// 1.2 s alone, 4 to 6 s in the crowd. They run after everything else, one engine at a time, alone.
const TIMED = ['src/cluster/supervisor.test.ts'];

function serverProject(name: string, engine: 'pglite' | 'postgres', timedGroup?: number) {
  return {
    test: {
      name,
      root: 'apps/server',
      environment: 'node',
      env: { SHOP_TEST_ENGINE: engine },
      // Migrates one database that every test file then copies (see the file).
      globalSetup: ['./src/testing/global-setup.ts'],
      testTimeout: 30_000,
      // Each file builds its own app on its own database copy, so the files share only the
      // modules' code: loaded once per worker instead of once per file, the API suites take half
      // the time (PGlite 546 s → 291 s, most of it the import of the whole app per file). What is
      // the process's own (the password cost) is set by the file that changes it, and put back.
      isolate: false,
      hookTimeout: 60_000,
      ...(timedGroup === undefined
        ? { exclude: [...configDefaults.exclude, ...TIMED] }
        : { include: TIMED, maxWorkers: 1, sequence: { groupOrder: timedGroup } }),
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
      serverProject('server-timed', 'pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres-timed', 'postgres', 2)] : []),
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
