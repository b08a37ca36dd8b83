import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_CALLS } from '@stallfront/shared';
import { routeOf } from '../../platform/endpoint-route.js';
import { authRateLimit, resetFlowRateLimit } from '../../platform/rate-limit.js';
import { loginBranch, loginMaster, loginStoreUser, loginVendor } from './login.service.js';
import { completeReset, RESET_REQUESTED, type ResetTarget, requestReset, validateReset } from './reset.service.js';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const CODE_VALID = 'The code is valid. Choose a new password.';
const PASSWORD_CHANGED = 'Your password is changed. Sign in with it now.';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const config = authRateLimit(app);
  const onRequest = resetFlowRateLimit(app);
  const tags = ['auth'];
  const C = AUTH_CALLS;

  // Answer before looking the email up, so a known one takes no longer than an unknown one.
  // The work goes on after the reply; closing the app waits for it.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));
  const askReset = (req: FastifyRequest, target: ResetTarget) => {
    const work = requestReset(ctx, target)
      .catch((err) => req.log.error({ err }, 'password reset request failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
    return { status: true as const, message: RESET_REQUESTED };
  };

  app.route({
    ...routeOf(C.storeLogin, tags),
    config,
    handler: (req) => loginStoreUser(ctx, req.body.email, req.body.password, clientOf(req)),
  });
  app.route({
    ...routeOf(C.branchLogin, tags),
    config,
    handler: (req) => loginBranch(ctx, req.body.email, req.body.password, clientOf(req)),
  });
  app.route({
    ...routeOf(C.vendorLogin, tags),
    config,
    handler: (req) => loginVendor(ctx, req.body.store_id, req.body.email, req.body.password, clientOf(req)),
  });
  app.route({
    ...routeOf(C.adminLogin, tags),
    config,
    handler: (req) => loginMaster(ctx, req.body.email, req.body.password, clientOf(req)),
  });

  app.route({
    ...routeOf(C.forgotRequest, tags),
    onRequest,
    handler: async (req) => askReset(req, { kind: 'store_user', email: req.body.email }),
  });
  app.route({
    ...routeOf(C.validateForgot, tags),
    onRequest,
    handler: async (req) => {
      await validateReset(ctx, { kind: 'store_user', email: req.body.email }, req.body.code);
      return { status: true as const, message: CODE_VALID };
    },
  });
  app.route({
    ...routeOf(C.updatePwd, tags),
    onRequest,
    handler: async (req) => {
      await completeReset(ctx, { kind: 'store_user', email: req.body.email }, req.body.code, req.body.password);
      return { status: true as const, message: PASSWORD_CHANGED };
    },
  });

  app.route({
    ...routeOf(C.vendorForgotRequest, tags),
    onRequest,
    handler: async (req) => askReset(req, { kind: 'vendor', storeId: req.body.store_id, email: req.body.email }),
  });
  app.route({
    ...routeOf(C.validateVendorForgot, tags),
    onRequest,
    handler: async (req) => {
      await validateReset(ctx, { kind: 'vendor', storeId: req.body.store_id, email: req.body.email }, req.body.code);
      return { status: true as const, message: CODE_VALID };
    },
  });
  app.route({
    ...routeOf(C.updateVendorPwd, tags),
    onRequest,
    handler: async (req) => {
      const target = { kind: 'vendor' as const, storeId: req.body.store_id, email: req.body.email };
      await completeReset(ctx, target, req.body.code, req.body.password);
      return { status: true as const, message: PASSWORD_CHANGED };
    },
  });
}
