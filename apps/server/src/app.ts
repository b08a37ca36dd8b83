import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { AccessLog } from './platform/access-log.js';
import { syncReferenceData } from './db/reference-data.js';
import { authNoticesOf } from './platform/auth/session-cache-wiring.js';
import { createSessionService, type StoreSessionRead } from './platform/auth/sessions.js';
import { createTokenSigner, resolveJwtSecret } from './platform/auth/tokens.js';
import { installCompression } from './platform/compression.js';
import type { Config } from './platform/config.js';
import { installConsoleAssets } from './platform/console-assets.js';
import type { AppContext } from './platform/context.js';
import { requireDeclaredRoutes } from './platform/declared-routes.js';
import { installErrorHandling } from './platform/error-handler.js';
import { createMediaDisk, serveBucketMedia } from './platform/files/media-disk.js';
import { mediaRoot } from './platform/files/media-store.js';
import { createPrivateFiles } from './platform/files/private-files.js';
import { createJobs } from './platform/jobs/jobs.js';
import { createMailer } from './platform/mail.js';
import { createOutbox } from './platform/outbox/dispatcher.js';
import { installRateLimit } from './platform/rate-limit.js';
import { deliverLiveOrderAlerts } from './platform/realtime/live-order-alert.js';
import { installRealtime } from './platform/realtime/realtime.js';
import { installSecurityHeaders, isBuildAsset } from './platform/security-headers.js';
import { adminRoutes } from './modules/admin/routes.js';
import { adminCurrencyRoutes } from './modules/admin-currencies/routes.js';
import { adminFeatureRoutes } from './modules/admin-features/routes.js';
import { adminPackageRoutes } from './modules/admin-packages/routes.js';
import { adminClientRoutes } from './modules/admin-clients/routes.js';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.js';
import { adminPaymentRoutes } from './modules/admin-payments/routes.js';
import { controlPanelRoutes } from './modules/control-panel/routes.js';
import { demoFailedJob } from './seed/demo-jobs.js';
import { authRoutes } from './modules/auth/routes.js';
import { catalogRoutes } from './modules/catalogs/routes.js';
import { productExtraRoutes } from './modules/product-extras/routes.js';
import { websiteRoutes } from './modules/website/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { defineChatWork } from './modules/chat/background.js';
import { defineImageImportWork } from './modules/products/bulk-upload/image-imports.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { defineGiftCardWork } from './modules/gift-cards/background.js';
import { defineOrderWork } from './modules/orders/background.js';
import { defineNotificationWork } from './modules/notification-settings/background.js';
import { notificationSettingRoutes } from './modules/notification-settings/routes.js';
import { defineAppointmentWork } from './modules/appointments/background.js';
import { defineBookingWork } from './modules/bookings/background.js';
import { appointmentRoutes } from './modules/appointments/routes.js';
import { bulkUploadRoutes } from './modules/products/bulk-upload/routes.js';
import { orderAdminRoutes } from './modules/orders/admin/routes.js';
import { customerAdminRoutes } from './modules/customers/admin/routes.js';
import { invoiceRoutes } from './modules/orders/invoices/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { giftCardRoutes } from './modules/gift-cards/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { taxRoutes } from './modules/taxes/routes.js';
import { domainCertificateRoutes, domainRoutes } from './modules/domains/routes.js';
import { appStoreRoutes } from './modules/app-store/routes.js';
import { branchRoutes } from './modules/branches/routes.js';
import { vendorRoutes } from './modules/vendors/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { themeRoutes } from './modules/themes/routes.js';
import { settlementRoutes } from './modules/settlement/routes.js';
import { payoutRoutes } from './modules/payouts/routes.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { accountUsersRoutes } from './modules/account/users/routes.js';
import { blogRoutes } from './modules/blogs/routes.js';
import { recipeRoutes } from './modules/recipes/routes.js';
import { articleRoutes } from './modules/articles/routes.js';
import { currencyTypeRoutes } from './modules/currency-types/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { customerReportRoutes } from './modules/reports/customers/routes.js';
import { sizingAssistantRoutes } from './modules/sizing-assistant/routes.js';
import { defineCurrencyRatesWork } from './modules/currency-types/rates-job.js';
import { appointmentCategoryRoutes } from './modules/appointment-categories/routes.js';
import { collectionRoutes } from './modules/collections/routes.js';
import { shopAssistantRoutes } from './modules/shop-assistant/routes.js';
import { webStoryRoutes } from './modules/web-stories/routes.js';
import { catalogPageRoutes } from './modules/catalog-page/routes.js';
import { defineNewsletterWork } from './modules/newsletter/background.js';
import { cartRoutes } from './modules/carts/routes.js';
import { donationRoutes } from './modules/donations/routes.js';
import { adRoutes } from './modules/ads/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { quoteRoutes } from './modules/quotes/routes.js';
import { savedViewRoutes } from './modules/saved-views/routes.js';
import { installShopAssets } from './modules/shop/assets.js';
import { shopHostConstraint } from './modules/shop/host-constraint.js';
import { shopRoutes } from './modules/shop/routes.js';
import { defineDonationWork } from './modules/donations/donation-mail.js';
import { signupRoutes } from './modules/signup/routes.js';
import { storePublicRoutes } from './modules/store/public.routes.js';
import { storeRoutes } from './modules/store/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { keptJsonSerializerCompiler } from './platform/kept-json.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { announcementRoutes } from './modules/announcements/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { adminFeedbackRoutes } from './modules/admin-feedbacks/routes.js';
import { subscriberRoutes } from './modules/subscribers/routes.js';
import { dealerRoutes } from './modules/dealers/routes.js';
import { shopFeedbackRoutes } from './modules/shop-feedback/routes.js';
import { deliverLiveOrderPushes } from './modules/push/live-order-push.js';
import type { PhonePushProvider } from './modules/push/phone-push.js';
import { createPushSender } from './modules/push/push-sender.js';
import { pushRoutes } from './modules/push/routes.js';
import { ensureVapidKeys } from './modules/push/vapid.js';
import { vendorSubscriptionRoutes } from './modules/vendor-subscriptions/routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  /** A phone push service for the tokens phone apps register (none ships; see modules/push/phone-push.ts). */
  phonePush?: PhonePushProvider;
}

/**
 * The whole HTTP API on an open database. main.ts listens with it; tests inject into it. Its job
 * queue is built but not started: modules define jobs while registering, then the caller starts
 * it (`app.ctx.jobs.start()`); closing the app stops it.
 */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  phonePush,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    logController: new AccessLog(),
    // Tells a verified custom domain's requests apart, so the shop can answer at its root.
    routerOptions: { constraints: { shopHost: shopHostConstraint(database.db, config.PUBLIC_URL) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptJsonSerializerCompiler({ checked: config.NODE_ENV !== 'production' }));
  // Not on the built files: a console page loads about ten, and the id says nothing of a file.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isBuildAsset(request.url)) reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const jobs = createJobs(database, app.log);
  // The queue stops (its running jobs finish) before the database it works on closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  await syncReferenceData(database.db);
  const signer = createTokenSigner(await resolveJwtSecret(database.db, config.JWT_SECRET));
  const notices = await authNoticesOf<StoreSessionRead>(app, database);
  const sessions = createSessionService(database.db, signer, config.SESSION_TTL_HOURS, now, notices);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now,
    jobs,
    outbox: createOutbox({ database, jobs, log: app.log }),
    mailer: createMailer(database.db, app.log, config.SMTP_URL, config.MAIL_FROM),
    media: createMediaDisk(config),
    privateFiles: createPrivateFiles(config),
    sessions,
    onChange: notices.subscribe,
    realtime: installRealtime(app, { sessions, now, onChange: notices.subscribe, redisUrl: config.REDIS_URL }),
  };
  app.decorate('ctx', ctx);
  // Before the order's mail: a subscriber waits for the ones before it.
  deliverLiveOrderAlerts(ctx.outbox, ctx.db, ctx.realtime);
  const vapid = await ensureVapidKeys(ctx.db);
  deliverLiveOrderPushes(
    ctx.outbox,
    ctx.db,
    createPushSender({ db: ctx.db, vapid, subject: config.VAPID_SUBJECT, log: app.log }),
    phonePush ? { provider: phonePush, now } : undefined,
  );
  defineOrderWork(ctx);
  defineNotificationWork(ctx);
  defineGiftCardWork(ctx);
  defineCurrencyRatesWork(ctx);
  defineDonationWork(ctx);
  defineAppointmentWork(ctx);
  defineBookingWork(ctx);
  defineChatWork(ctx);
  defineImageImportWork(ctx);
  defineNewsletterWork(app);

  installErrorHandling(app);
  requireDeclaredRoutes(app);
  await installSecurityHeaders(app);
  await installRateLimit(app);
  await installCompression(app);
  await app.register(cors, { origin: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stallfront API', version: '0.1.0', description: 'The API behind the Stallfront admin console.' },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Uploads: one file per request; each route sets its own size limit when it reads the file.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  if (config.MEDIA_DRIVER === 's3') serveBucketMedia(app, ctx.media, config);
  else {
    const mediaDir = mediaRoot(config);
    mkdirSync(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
  }
  await app.register(healthRoutes);
  await app.register(domainCertificateRoutes);

  await app.register(
    async (api) => {
      await api.register(signupRoutes);
      await api.register(authRoutes);
      await api.register(storePublicRoutes);
      await api.register(storeRoutes);
      await api.register(accountRoutes);
      await api.register(notificationSettingRoutes);
      await api.register(productRoutes);
      await api.register(catalogRoutes);
      await api.register(productExtraRoutes);
      await api.register(websiteRoutes);
      await api.register(reviewRoutes);
      await api.register(giftCardRoutes);
      await api.register(couponRoutes);
      await api.register(taxRoutes);
      await api.register(domainRoutes);
      await api.register(appStoreRoutes);
      await api.register(branchRoutes);
      await api.register(vendorRoutes);
      await api.register(shippingRoutes);
      await api.register(paymentRoutes);
      await api.register(billingRoutes);
      await api.register(settlementRoutes);
      await api.register(payoutRoutes);
      await api.register(newsletterRoutes);
      await api.register(accountUsersRoutes);
      await api.register(blogRoutes);
      await api.register(recipeRoutes);
      await api.register(articleRoutes);
      await api.register(currencyTypeRoutes);
      await api.register(dashboardRoutes);
      await api.register(walletRoutes);
      await api.register(reportRoutes);
      await api.register(customerReportRoutes);
      await api.register(sizingAssistantRoutes);
      await api.register(appointmentCategoryRoutes);
      await api.register(collectionRoutes);
      await api.register(shopAssistantRoutes);
      await api.register(webStoryRoutes);
      await api.register(catalogPageRoutes);
      await api.register(cartRoutes);
      await api.register(savedViewRoutes);
      await api.register(bulkUploadRoutes);
      await api.register(mediaRoutes);
      await api.register(adminRoutes);
      await api.register(adminPackageRoutes);
      await api.register(adminFeatureRoutes);
      await api.register(adminCurrencyRoutes);
      await api.register(promotionRoutes);
      await api.register(themeRoutes);
      await api.register(adminClientRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(controlPanelRoutes);
      await api.register(orderAdminRoutes);
      await api.register(customerAdminRoutes);
      await api.register(invoiceRoutes);
      await api.register(quoteRoutes);
      await api.register(enquiryRoutes);
      await api.register(donationRoutes);
      await api.register(adRoutes);
      await api.register(appointmentRoutes);
      await api.register(notificationRoutes);
      await api.register(announcementRoutes);
      await api.register(feedbackRoutes);
      await api.register(adminFeedbackRoutes);
      await api.register(subscriberRoutes);
      await api.register(dealerRoutes);
      await api.register(shopFeedbackRoutes);
      await api.register(chatRoutes);
      await api.register(pushRoutes, { vapid });
      await api.register(vendorSubscriptionRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(shopRoutes, { assets: await installShopAssets(app, config.SHOP_DIST) });
  await installConsoleAssets(app, config.WEB_DIST);
  // On a demo install the control panel opens with a failed job to retry (seed/demo-jobs.ts).
  app.ctx.jobs.attach(demoFailedJob(app.ctx));
  return app;
}
