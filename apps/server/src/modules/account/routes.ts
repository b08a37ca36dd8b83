import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PROFILE_CALLS, PHONE_PUSH_CALLS } from '@stallfront/shared/account';
import { type StoreAuth, storeAuthOf } from '../../platform/auth/guards.js';
import type { StoreUserRow } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import {
  cancelEmailChange,
  confirmEmailChange,
  readProfile,
  renameUser,
  requestEmailChange,
} from './profile.service.js';
import { keepPhonePushToken } from './sessions-push.service.js';
import { listSessions, signOutOthers, signOutSession } from './sessions.service.js';
import { disableTwoFactor, renewRecoveryCodes, enableTwoFactor, startTwoFactor } from './two-factor.service.js';

/** The store user (owner or staff) behind a profile call; the access rule lets no one else in. */
function userOf(auth: StoreAuth): StoreUserRow {
  if (auth.principal.type !== 'store_user') throw notFound();
  return auth.principal.row;
}

/** /account/profile: your own name, email, sessions and two-step sign-in; and a phone app's push token. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const me = (req: FastifyRequest) => userOf(storeAuthOf(req));
  const profile = async (req: FastifyRequest) => ({ data: await readProfile(ctx, me(req).id) });

  serveCalls(app, ACCOUNT_PROFILE_CALLS, ['account'], {
    profile: (_q, req) => profile(req),
    rename: async (body, req) => {
      await renameUser(ctx, me(req).id, body.name);
      return profile(req);
    },
    changeEmail: async (body, req) => ({
      message: await requestEmailChange(ctx, me(req), body.email, body.current_password),
    }),
    confirmEmail: async (body, req) => {
      await confirmEmailChange(ctx, me(req).id, body.code);
      return profile(req);
    },
    cancelEmailChange: async (_b, req) => {
      await cancelEmailChange(ctx, me(req).id);
      return { message: 'The email change is cancelled.' };
    },
    sessions: async (_q, req) => ({ list: await listSessions(ctx, storeAuthOf(req)) }),
    signOutSession: async (body, req) => ({ message: await signOutSession(ctx, storeAuthOf(req), body.session_id) }),
    signOutOthers: async (_b, req) => ({ message: await signOutOthers(ctx, storeAuthOf(req)) }),
    twoFactorSetup: async (_b, req) => ({ data: await startTwoFactor(ctx, me(req)) }),
    twoFactorEnable: async (body, req) => ({
      message: 'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once.',
      recovery_codes: await enableTwoFactor(ctx, me(req), body.code),
    }),
    twoFactorDisable: async (body, req) => {
      await disableTwoFactor(ctx, me(req), body.current_password, body.code);
      return { message: 'Two-step sign-in is off.' };
    },
    twoFactorRecoveryCodes: async (body, req) => ({
      message: 'New recovery codes: the earlier ones no longer work. Keep these somewhere safe.',
      recovery_codes: await renewRecoveryCodes(ctx, me(req), body.current_password, body.code),
    }),
  });

  serveCalls(app, PHONE_PUSH_CALLS, ['push'], {
    iosToken: async (body, req) => ({ message: await keepPhonePushToken(ctx, storeAuthOf(req), body.token) }),
  });
}
