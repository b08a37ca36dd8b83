import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, desc } from 'drizzle-orm';
import { ADMIN_CALLS } from '@stallfront/shared';
import { mailOutbox, signupLog } from '../../db/schema/index.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';

/** Platform-admin calls; each refuses store tokens. */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['admin'];

  app.route({
    ...queryRouteOf(ADMIN_CALLS.mailOutbox, tags),
    handler: async (req) => {
      const { limit, offset } = req.query;
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit)
        .offset(offset);
      const [total] = await ctx.db.select({ n: count() }).from(mailOutbox);
      const list = rows.map((m) => ({
        _id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        transport: m.transport,
        created_on: m.createdAt.toISOString(),
        sent_on: m.sentAt?.toISOString() ?? null,
        error: m.error,
      }));
      return { status: true as const, list, total: total?.n ?? 0 };
    },
  });

  app.route({
    ...queryRouteOf(ADMIN_CALLS.signupLog, tags),
    handler: async (req) => {
      const { limit, offset } = req.query;
      const rows = await ctx.db.select().from(signupLog).orderBy(desc(signupLog.createdAt)).limit(limit).offset(offset);
      const [total] = await ctx.db.select({ n: count() }).from(signupLog);
      const list = rows.map((s) => ({
        _id: s.id,
        email: s.email,
        step: s.step,
        name: s.name,
        mobile: s.mobile,
        store_name: s.storeName,
        created_on: s.createdAt.toISOString(),
      }));
      return { status: true as const, list, total: total?.n ?? 0 };
    },
  });

  app.route({
    ...routeOf(ADMIN_CALLS.logout, tags),
    handler: async (req) => {
      if (req.masterAuth) await ctx.sessions.revoke(req.masterAuth.session.id, 'signed out');
      return { status: true as const, message: 'Signed out.' };
    },
  });
}
