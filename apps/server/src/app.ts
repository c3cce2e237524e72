import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiNotFound, registerErrorHandler } from './plugins/errors.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerAuth } from './plugins/auth.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { CatalogSnapshots } from './modules/catalog/catalog-snapshot.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    catalog: CatalogSnapshots;
    mailer: Mailer;
  }
}

export type AppDeps = { config: Config; db: Database; serveWeb?: boolean };

/** The whole shop as a Fastify instance: no listening, no migrating; tests call `inject`. */
export async function buildApp({ config, db, serveWeb = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('catalog', new CatalogSnapshots(db));
  app.decorate('mailer', createMailer(config, app.log));

  await app.register(helmet, {
    // The popup of the payment provider and our own inline styles need a looser policy than the
    // default; everything else keeps helmet's defaults.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  registerErrorHandler(app);
  registerAuth(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(imageRoutes);
      await api.register(productRoutes);
      await api.register(reviewRoutes);
    },
    { prefix: '/api' },
  );

  if (serveWeb) await registerWebApp(app, config);
  else app.setNotFoundHandler(apiNotFound);
  return app;
}
