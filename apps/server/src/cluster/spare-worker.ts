import cluster from 'node:cluster';

/** Set by the primary in the environment of the worker it forks as the spare (not a setting). */
export const SPARE_ENV = 'SHOP_SPARE_WORKER';
/** The spare tells the primary its code is loaded; the primary tells it to serve. */
export const SPARE_READY = 'shop:spare-ready';
export const SERVE = 'shop:serve';

export const isSpare = () => cluster.isWorker && process.env[SPARE_ENV] === '1';

/**
 * A spare worker, once the shop is built in it (serve-shop.ts's buildShop: the code, the app's
 * routes and the page renderer ready, PGlite's thread started, no database opened, no port). When
 * a serving worker dies the primary hands its place to the spare, which then only opens the
 * database and listens, so the shop is back within 5 seconds even under load on a busy machine
 * (decision 24). Resolves when it is to serve.
 */
export async function waitAsSpare(): Promise<void> {
  await new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== SERVE) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.(SPARE_READY);
  });
}
