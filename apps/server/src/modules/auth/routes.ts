import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { attemptLimit } from '../../platform/attempt-limit.js';
import { authRateLimit, resetFlowRateLimit } from '../../platform/rate-limit.js';
import { passSecondStep } from '../account/two-factor-login.service.js';
import { loginBranch, loginMaster, loginStoreUser, loginVendor, signInStorePrincipal } from './login.service.js';
import { completeReset, RESET_REQUESTED, type ResetTarget, requestReset, validateReset } from './reset.service.js';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const CODE_VALID = 'The code is valid. Choose a new password.';
const PASSWORD_CHANGED = 'Your password is changed. Sign in with it now.';

/** Sign-in of every kind and the password resets, each rate limited per client. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = authRateLimit(app);
  const onRequest = resetFlowRateLimit(app);

  // Answer before looking the email up, so a known one takes no longer than an unknown one.
  // The work goes on after the reply; closing the app waits for it.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));
  const askReset = (req: FastifyRequest, target: ResetTarget) => {
    const work = requestReset(ctx, target)
      .catch((err) => req.log.error({ err }, 'password reset request failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
    return { message: RESET_REQUESTED };
  };
  const storeUser = (email: string): ResetTarget => ({ kind: 'store_user', email });
  const vendor = (body: { store_id: string; email: string }): ResetTarget => ({
    kind: 'vendor',
    storeId: body.store_id,
    email: body.email,
  });
  const validate = async (target: ResetTarget, code: string) => {
    await validateReset(ctx, target, code);
    return { message: CODE_VALID };
  };
  const complete = async (target: ResetTarget, code: string, password: string) => {
    await completeReset(ctx, target, code, password);
    return { message: PASSWORD_CHANGED };
  };

  // Second-step codes count per account as well as per address (the route's limit), so guesses
  // spread over many addresses still stop.
  const secondStepLimit = attemptLimit(app, 'two-factor-code');
  const secondStep = async (body: { challenge_token: string; code: string }, req: FastifyRequest) => {
    const user = await passSecondStep(ctx, body.challenge_token, body.code, secondStepLimit);
    return signInStorePrincipal(ctx, { type: 'store_user', row: user }, clientOf(req));
  };

  serveCalls(app, AUTH_CALLS, ['auth'], {
    storeLoginTwoFactor: { config, handle: secondStep },
    storeLogin: { config, handle: (b, req) => loginStoreUser(ctx, b.email, b.password, clientOf(req)) },
    branchLogin: { config, handle: (b, req) => loginBranch(ctx, b.email, b.password, clientOf(req)) },
    vendorLogin: { config, handle: (b, req) => loginVendor(ctx, b.store_id, b.email, b.password, clientOf(req)) },
    adminLogin: { config, handle: (b, req) => loginMaster(ctx, b.email, b.password, clientOf(req)) },
    forgotRequest: { onRequest, handle: (b, req) => askReset(req, storeUser(b.email)) },
    validateForgot: { onRequest, handle: (b) => validate(storeUser(b.email), b.code) },
    updatePwd: { onRequest, handle: (b) => complete(storeUser(b.email), b.code, b.password) },
    vendorForgotRequest: { onRequest, handle: (b, req) => askReset(req, vendor(b)) },
    validateVendorForgot: { onRequest, handle: (b) => validate(vendor(b), b.code) },
    updateVendorPwd: { onRequest, handle: (b) => complete(vendor(b), b.code, b.password) },
  });
}
