import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ADMIN_ANNOUNCEMENT_CALLS, ADMIN_NOTIFICATION_CALLS, NoticeKind } from '@stallfront/shared';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { countNotices, deleteNotices, listNotices } from './admin-notices.repo.js';
import { createNotice } from './admin-notices.service.js';

type NoticeCalls = typeof ADMIN_NOTIFICATION_CALLS | typeof ADMIN_ANNOUNCEMENT_CALLS;

/** The platform admin's list, count, send and delete of one kind of notice. */
export function registerAdminNoticeRoutes(fastify: FastifyInstance, kind: NoticeKind, calls: NoticeCalls): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['admin'];
  app.route({
    ...routeOf(calls.list, tags),
    handler: async (req) => ({ status: true as const, ...(await listNotices(db, kind, req.body)) }),
  });
  app.route({
    ...queryRouteOf(calls.count, tags),
    handler: async (req) => ({ status: true as const, ...(await countNotices(db, kind, req.query)) }),
  });
  app.route({
    ...routeOf(calls.create, tags),
    handler: async (req) => ({
      status: true as const,
      message: `The ${kind} is sent.`,
      data: await createNotice(db, kind, req.body, now()),
    }),
  });
  app.route({
    ...routeOf(calls.remove, tags),
    handler: async (req) => {
      const n = await deleteNotices(db, kind, req.body.ids);
      return { status: true as const, message: n === 1 ? `1 ${kind} deleted.` : `${n} ${kind}s deleted.` };
    },
  });
}
