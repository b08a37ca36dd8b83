import type { FastifyInstance } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { ADMIN_CALLS } from '@stallfront/shared';
import { mailOutbox, signupLog } from '../../db/schema/index.js';
import { serveCalls } from '../../platform/serve-calls.js';

/** Platform-admin calls; each refuses store tokens. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serveCalls(app, ADMIN_CALLS, ['admin'], {
    mailOutbox: async ({ limit, offset }) => {
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
      return { list, total: total?.n ?? 0 };
    },
    signupLog: async ({ limit, offset }) => {
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
      return { list, total: total?.n ?? 0 };
    },
    logout: async (_body, req) => {
      if (req.masterAuth) await ctx.sessions.revoke(req.masterAuth.session.id, 'signed out');
      return { message: 'Signed out.' };
    },
  });
}
