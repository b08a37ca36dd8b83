import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ANNOUNCEMENT_CALLS, PANEL_CALLS, showsAnnounceBar } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf } from '../../platform/endpoint-route.js';
import { registerAdminNoticeRoutes } from '../notifications/admin-notice-routes.js';
import { readerOf } from '../notifications/routes.js';
import { newestAnnouncement } from '../notifications/store-notices.repo.js';

/** The announcement bar (spec section 7: GET /store/announce_bar) and the admin's announcements. */
export async function announcementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.route({
    ...queryRouteOf(PANEL_CALLS.announceBar, ['notifications']),
    handler: async (req) => {
      const auth = storeAuthOf(req);
      const { store, pkg } = auth.view;
      const shows = showsAnnounceBar({
        loginType: auth.loginType,
        packageCategory: pkg.category,
        signupBy: store.signupBy,
        billingStatus: store.billingStatus,
      });
      const data = shows ? await newestAnnouncement(db, readerOf(req)) : null;
      return { status: true as const, data };
    },
  });

  registerAdminNoticeRoutes(fastify, 'announcement', ADMIN_ANNOUNCEMENT_CALLS);
}
