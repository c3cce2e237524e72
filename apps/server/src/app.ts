import { pushSubscriptionRoutes } from './modules/push-alerts/push-subscriptions.routes.ts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiNotFound, registerErrorHandler } from './plugins/errors.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import { hashingLimitsFor, passwordHashing } from './modules/auth/hashing-queue.ts';
import { setPasswordCost } from './modules/auth/password.ts';
import { registerSessionLookup } from './modules/auth/auth-guards.ts';
import { registerCleanInput } from './plugins/clean-input.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { CatalogSnapshots } from './modules/catalog/catalog-snapshot.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { feedRoutes } from './modules/feeds/feeds.routes.ts';
import { payLinkRoutes } from './modules/pay-links/pay-link.routes.ts';
import { myDataRoutes } from './modules/my-data/my-data.routes.ts';
import { trustPageRoutes } from './modules/trust-pages/trust-pages.routes.ts';
import { orderMessageRoutes } from './modules/order-messages/order-messages.routes.ts';
import { whatsAppWebhookRoutes } from './modules/order-messages/whatsapp-webhook.routes.ts';
import { staffOrderRoutes } from './modules/staff-orders/staff-order.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { productStorefrontRoutes } from './modules/products/products.storefront.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { productReviewRoutes } from './modules/reviews/reviews.product.routes.ts';
import { productAdminRoutes } from './modules/products/products.admin.routes.ts';
import { reviewAdminRoutes } from './modules/reviews/reviews.admin.routes.ts';
import { reviewCustomerRoutes } from './modules/reviews/reviews.customer.routes.ts';
import { reviewInviteRoutes } from './modules/reviews/reviews.invite.routes.ts';
import { reviewPhotoRoutes } from './modules/reviews/reviews.photos.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { orderStatusRoutes } from './modules/orders/order-status.routes.ts';
import { refundRoutes } from './modules/order-refunds/refunds.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { profileRoutes } from './modules/auth/profile.routes.ts';
import { skinRoutes } from './modules/auth/skin.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { quoteRoutes } from './modules/checkout/quote.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { orderLookupRoutes } from './modules/orders/order-lookup.routes.ts';
import { podConfirmationRoutes } from './modules/pod-confirmation/pod-confirmation.routes.ts';
import { podButtonTaps } from './modules/pod-confirmation/pod-whatsapp-reply.ts';
import { dataExchangeRoutes } from './modules/data-exchange/data-exchange.routes.ts';
import { packingSlipRoutes, receiptRoutes } from './modules/paper/paper.routes.ts';
import { backupRoutes } from './modules/backups/backups.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { comeBackRoutes } from './modules/come-back/come-back.routes.ts';
import { discountRoutes } from './modules/discounts/discounts.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { returnRoutes } from './modules/returns/returns.routes.ts';
import { returnAdminRoutes } from './modules/returns/returns.admin.routes.ts';
import { storeCreditRoutes } from './modules/store-credit/store-credit.routes.ts';
import { shadeRoutes } from './modules/shade/shade.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    catalog: CatalogSnapshots;
    mailer: Mailer;
    /** The one payment provider of this shop: Paystack with keys, otherwise the sandbox. */
    payments: PaymentProvider;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  serveWeb?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (tests list the routes of the running app with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** The whole shop as a Fastify instance: no listening, no migrating; tests call `inject`. */
export async function buildApp({
  config,
  db,
  serveWeb = false,
  logStream,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    logController: new OneLinePerRequest(),
    // Only the proxies the operator names are believed; by default X-Forwarded-For is ignored and
    // every per-address limit counts the address the connection really comes from.
    // A hop count means "the nearest N hops are proxies" (as in Express). Fastify itself now reads
    // a bare number as "trust nothing", so the count is handed over as that rule.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  setPasswordCost(config.SCRYPT_COST);
  // The machine's cores are shared by the shop's processes: together they hash on at most that many.
  passwordHashing.configure(hashingLimitsFor(config.WEB_CONCURRENCY));
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  const catalog = new CatalogSnapshots(db, app.log);
  app.decorate('catalog', catalog);
  app.addHook('onClose', () => catalog.close());
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('payments', createPaymentProvider(config, db));

  // Helmet's headers and our own policies (plugins/security-headers.ts): pages get one that lets
  // Paystack's popup work, every other answer a strict one.
  await registerSecurityHeaders(app);
  // Phones on slow networks: JSON and HTML go out compressed (a moderate brotli level, cheap per
  // request); the built app's files are compressed once at build time and served as they are;
  // WebP images and videos are already compressed and pass through.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandler(app);
  registerCleanInput(app);
  registerSessionLookup(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(imageRoutes);
      await api.register(productRoutes);
      await api.register(productStorefrontRoutes);
      await api.register(reviewRoutes);
      await api.register(productReviewRoutes);
      await api.register(productAdminRoutes);
      await api.register(reviewAdminRoutes);
      await api.register(reviewCustomerRoutes);
      await api.register(reviewInviteRoutes);
      await api.register(reviewPhotoRoutes);
      await api.register(userRoutes);
      await api.register(overviewRoutes);
      await api.register(orderStatusRoutes);
      await api.register(refundRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(savedRoutes);
      await api.register(addressRoutes);
      await api.register(profileRoutes);
      await api.register(skinRoutes);
      await api.register(checkoutRoutes);
      await api.register(quoteRoutes);
      await api.register(deliveryRoutes);
      await api.register(orderRoutes);
      await api.register(orderLookupRoutes);
      await api.register(podConfirmationRoutes);
      await api.register(receiptRoutes);
      await api.register(packingSlipRoutes);
      await api.register(dataExchangeRoutes);
      await api.register(backupRoutes);
      await api.register(paymentRoutes);
      await api.register(settingsRoutes);
      await api.register(comeBackRoutes);
      await api.register(discountRoutes);
      await api.register(auditRoutes);
      await api.register(staffOrderRoutes);
      await api.register(customerRoutes);
      await api.register(payLinkRoutes);
      await api.register(trustPageRoutes);
      await api.register(myDataRoutes);
      await api.register(orderMessageRoutes);
      await api.register(whatsAppWebhookRoutes, { onButtonTap: podButtonTaps(app) });
      await api.register(pushSubscriptionRoutes);
      await api.register(returnRoutes);
      await api.register(returnAdminRoutes);
      await api.register(storeCreditRoutes);
      await api.register(shadeRoutes);
    },
    { prefix: '/api' },
  );
  // Outside /api: the addresses shopkeepers paste into Meta's Commerce Manager and Google's
  // Merchant Center.
  await app.register(feedRoutes);

  if (serveWeb) await registerWebApp(app, config);
  else app.setNotFoundHandler(apiNotFound);
  return app;
}
