import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_CALLS, STAFF_INVITE_CALLS, storeTimeZone } from '@stallfront/shared';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { listHandlers } from '../../../platform/list/list-handlers.js';
import { authRateLimit } from '../../../platform/rate-limit.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { routeAccessContext } from '../../auth/store-session.js';
import { auditList } from './audit.repo.js';
import { acceptInvite, inviteDetails } from './invite.service.js';
import {
  inviteStaff,
  removeStaff,
  resendInvite,
  setGrants,
  setStaffStatus,
  type StaffCaller,
  staffOverview,
} from './users.service.js';

/** Staff users (/account/users) and the audit log of what the store's people changed; the owner's calls. */
export async function accountUsersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const callerOf = (req: FastifyRequest): StaffCaller => {
    const auth = storeAuthOf(req);
    return {
      storeId: auth.storeId,
      storeName: auth.view.store.name,
      ownerName: auth.principal.row.name,
      access: routeAccessContext(auth.principal, auth.view, ctx.now()),
    };
  };
  const audit = listHandlers(ctx.db, auditList, (req) => {
    const { storeId, view } = storeAuthOf(req);
    return { storeId, timeZone: storeTimeZone(view.store.country, view.store.timezone) };
  });
  serveCalls(app, STAFF_CALLS, ['staff'], {
    overview: (_input, req) => staffOverview(ctx, callerOf(req)),
    invite: (body, req) => inviteStaff(ctx, callerOf(req), body),
    resendInvite: ({ _id }, req) => resendInvite(ctx, callerOf(req), _id),
    setGrants: ({ _id, subuser_features }, req) => setGrants(ctx, callerOf(req), _id, subuser_features),
    setStatus: ({ _id, status }, req) => setStaffStatus(ctx, callerOf(req), _id, status),
    remove: ({ _id }, req) => removeStaff(ctx, callerOf(req), _id),
    auditList: audit.list,
    auditCount: audit.count,
  });

  const config = authRateLimit(app);
  serveCalls(app, STAFF_INVITE_CALLS, ['auth'], {
    inviteDetails: { config, handle: ({ token }) => inviteDetails(ctx, token) },
    acceptInvite: {
      config,
      handle: (body, req) => acceptInvite(ctx, body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    },
  });
}
