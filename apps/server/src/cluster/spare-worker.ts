import cluster from 'node:cluster';
import type { Config } from '../config.ts';
import { preloadPageRenderer } from '../modules/page-render/page-renderer.ts';

/** Set by the primary in the environment of the worker it forks as the spare (not a setting). */
export const SPARE_ENV = 'SHOP_SPARE_WORKER';
/** The spare tells the primary its code is loaded; the primary tells it to serve. */
export const SPARE_READY = 'shop:spare-ready';
export const SERVE = 'shop:serve';

export const isSpare = () => cluster.isWorker && process.env[SPARE_ENV] === '1';

/**
 * A spare worker: the shop's code and the page renderer's bundle loaded, no database opened, no
 * port. When a serving worker dies the primary hands its place to the spare, which then only
 * opens the database and listens: about a second of work instead of three, so the shop is back
 * within 5 seconds even on a busy machine (decision 24). Resolves when it is to serve.
 */
export async function waitAsSpare(config: Config): Promise<void> {
  await preloadPageRenderer(config.WEB_DIST);
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
