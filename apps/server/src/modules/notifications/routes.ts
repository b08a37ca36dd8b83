import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, ilike, or } from 'drizzle-orm';
import { ADMIN_NOTIFICATION_CALLS, ADMIN_PANEL_CALLS, PANEL_CALLS, unreadCount } from '@stallfront/shared';
import { stores } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf } from '../../platform/endpoint-route.js';
import { likePrefix } from '../../platform/list/search.js';
import { registerAdminNoticeRoutes } from './admin-notice-routes.js';
import { announcementsFor, markViewed, type NoticeReader, notificationsFor } from './store-notices.repo.js';

export const readerOf = (req: FastifyRequest): NoticeReader => {
  const auth = storeAuthOf(req);
  return { storeId: auth.storeId, packageId: auth.view.store.packageId };
};

/** The store's notifications panel (spec section 7: GET /store/notifications) and the admin's side of it. */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;

  app.route({
    ...queryRouteOf(PANEL_CALLS.notifications, ['notifications']),
    handler: async (req) => {
      const reader = readerOf(req);
      const { id, type } = req.query;
      if (id && type) await markViewed(db, reader, id, type, now());
      const [list, announcements] = await Promise.all([notificationsFor(db, reader), announcementsFor(db, reader)]);
      return { status: true as const, list, announcements, unread: unreadCount(list, announcements) };
    },
  });

  registerAdminNoticeRoutes(fastify, 'notification', ADMIN_NOTIFICATION_CALLS);

  app.route({
    ...queryRouteOf(ADMIN_PANEL_CALLS.storeOptions, ['admin']),
    handler: async (req) => {
      const search = req.query.search.trim().toLowerCase();
      const rows = await db
        .select({ _id: stores.id, name: stores.name, sub_domain: stores.subDomain })
        .from(stores)
        .where(
          search ? or(ilike(stores.name, likePrefix(search)), ilike(stores.subDomain, likePrefix(search))) : undefined,
        )
        .orderBy(asc(stores.name))
        .limit(20);
      return { status: true as const, list: rows };
    },
  });
}
