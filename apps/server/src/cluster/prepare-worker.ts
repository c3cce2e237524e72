import cluster from 'node:cluster';

/**
 * Set by the primary in the environment of the worker that does the one-time work (not a
 * setting: the primary's word to its own worker, as Node's cluster passes its ids).
 */
const PREPARE_ENV = 'SHOP_PREPARE_WORKER';

export const isPreparer = () => cluster.isWorker && process.env[PREPARE_ENV] === '1';

/**
 * In the primary: the one-time work (migrations, demo seed, first admin) in a worker of its own,
 * so the primary, which lives as long as the shop, never loads the database code (about 115 MB
 * it would keep). Resolves once it succeeded; a failure, its message already printed by the
 * worker, stops the start with the worker's exit code.
 */
export function prepareInWorker(): Promise<void> {
  return new Promise((resolve) => {
    cluster.fork({ [PREPARE_ENV]: '1' }).once('exit', (code) => {
      if (code === 0) resolve();
      else process.exit(code || 1);
    });
  });
}
