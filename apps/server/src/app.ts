import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { syncReferenceData } from './db/reference-data.js';
import { createSessionService } from './platform/auth/sessions.js';
import { createTokenSigner, resolveJwtSecret } from './platform/auth/tokens.js';
import type { Config } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import { requireDeclaredRoutes } from './platform/declared-routes.js';
import { installErrorHandling } from './platform/errors.js';
import { mediaRoot } from './platform/files/media-store.js';
import { createMailer } from './platform/mail.js';
import { installRateLimit } from './platform/rate-limit.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { catalogRoutes } from './modules/catalogs/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { bulkUploadRoutes } from './modules/products/bulk-upload/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { signupRoutes } from './modules/signup/routes.js';
import { storePublicRoutes } from './modules/store/public.routes.js';
import { storeRoutes } from './modules/store/routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
}

/** The whole HTTP API on an open database. main.ts listens with it; tests inject into it. */
export async function buildApp({ config, database, now = () => new Date() }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Fastify writes two lines a request; one access line (below) is enough.
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    app.log.info(
      { reqId: request.id, method: request.method, url: request.url, status: reply.statusCode, ms },
      'request',
    );
    done();
  });
  app.addHook('onClose', () => database.close());

  await syncReferenceData(database.db);
  const signer = createTokenSigner(await resolveJwtSecret(database.db, config.JWT_SECRET));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now,
    mailer: createMailer(database.db, app.log, config.SMTP_URL, config.MAIL_FROM),
    sessions: createSessionService(database.db, signer, config.SESSION_TTL_HOURS, now),
  };
  app.decorate('ctx', ctx);

  installErrorHandling(app);
  requireDeclaredRoutes(app);
  await installSecurityHeaders(app);
  await installRateLimit(app);
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
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      await api.register(signupRoutes);
      await api.register(authRoutes);
      await api.register(storePublicRoutes);
      await api.register(storeRoutes);
      await api.register(productRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewRoutes);
      await api.register(bulkUploadRoutes);
      await api.register(mediaRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  const consoleRoot = config.WEB_DIST && existsSync(config.WEB_DIST) ? config.WEB_DIST : null;
  if (consoleRoot) await app.register(fastifyStatic, { root: consoleRoot, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Client routes of the console (no file extension, outside /api) get its index.html.
    if (consoleRoot && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ status: false, message: `No such call: ${request.method} ${path}` });
  });
  return app;
}
