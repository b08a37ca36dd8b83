import type { FastifyInstance } from 'fastify';

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.ctx.database.kind });
    }
  });
}
