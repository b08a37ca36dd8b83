import type { FastifyInstance } from 'fastify';
import type { ADMIN_ANNOUNCEMENT_CALLS, ADMIN_NOTIFICATION_CALLS, NoticeKind } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { deleteNotices, noticeList } from './admin-notices.repo.js';
import { createNotice } from './admin-notices.service.js';

type NoticeCalls = typeof ADMIN_NOTIFICATION_CALLS | typeof ADMIN_ANNOUNCEMENT_CALLS;

/** The platform admin's list, count, send and delete of one kind of notice. */
export function serveAdminNotices(app: FastifyInstance, kind: NoticeKind, calls: NoticeCalls): void {
  const { db, now } = app.ctx;
  serveCalls(app, calls, ['admin'], {
    ...listHandlers(db, noticeList, () => kind),
    create: async (body) => ({ message: `The ${kind} is sent.`, data: await createNotice(db, kind, body, now()) }),
    remove: async (body) => {
      const n = await deleteNotices(db, kind, body.ids);
      return { message: n === 1 ? `1 ${kind} deleted.` : `${n} ${kind}s deleted.` };
    },
  });
}
