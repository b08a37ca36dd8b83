import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, ilike, or } from 'drizzle-orm';
import { ADMIN_NOTIFICATION_CALLS, ADMIN_PANEL_CALLS, PANEL_CALLS, unreadCount } from '@stallfront/shared';
import { stores } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { likePrefix } from '../../platform/list/search.js';
import { serveAdminNotices } from './admin-notice-routes.js';
import { announcementsFor, markViewed, type NoticeReader, notificationsFor } from './store-notices.repo.js';

export const readerOf = (req: FastifyRequest): NoticeReader => {
  const auth = storeAuthOf(req);
  return { storeId: auth.storeId, packageId: auth.view.store.packageId };
};

/** The store's notifications panel (spec section 7: GET /store/notifications) and the admin's side of it. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  serveCalls(app, { notifications: PANEL_CALLS.notifications }, ['notifications'], {
    notifications: async ({ id, type }, req) => {
      const reader = readerOf(req);
      if (id && type) await markViewed(db, reader, id, type, now());
      const [list, announcements] = await Promise.all([notificationsFor(db, reader), announcementsFor(db, reader)]);
      return { list, announcements, unread: unreadCount(list, announcements) };
    },
  });

  serveAdminNotices(app, 'notification', ADMIN_NOTIFICATION_CALLS);

  serveCalls(app, ADMIN_PANEL_CALLS, ['admin'], {
    storeOptions: async (query) => {
      const search = query.search.trim().toLowerCase();
      const list = await db
        .select({ _id: stores.id, name: stores.name, sub_domain: stores.subDomain })
        .from(stores)
        .where(
          search ? or(ilike(stores.name, likePrefix(search)), ilike(stores.subDomain, likePrefix(search))) : undefined,
        )
        .orderBy(asc(stores.name))
        .limit(20);
      return { list };
    },
  });
}
