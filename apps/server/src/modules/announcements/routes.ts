import type { FastifyInstance } from 'fastify';
import { ADMIN_ANNOUNCEMENT_CALLS, PANEL_CALLS, showsAnnounceBar } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { serveAdminNotices } from '../notifications/admin-notice-routes.js';
import { readerOf } from '../notifications/routes.js';
import { newestAnnouncement } from '../notifications/store-notices.repo.js';

/** The announcement bar (spec section 7: GET /store/announce_bar) and the admin's announcements. */
export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  serveCalls(app, { announceBar: PANEL_CALLS.announceBar }, ['notifications'], {
    announceBar: async (_query, req) => {
      const auth = storeAuthOf(req);
      const { store, pkg } = auth.view;
      const shows = showsAnnounceBar({
        loginType: auth.loginType,
        packageCategory: pkg.category,
        signupBy: store.signupBy,
        billingStatus: store.billingStatus,
      });
      return { data: shows ? await newestAnnouncement(db, readerOf(req)) : null };
    },
  });

  serveAdminNotices(app, 'announcement', ADMIN_ANNOUNCEMENT_CALLS);
}
