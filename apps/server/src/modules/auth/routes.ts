import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  adminLoginBody,
  branchLoginBody,
  forgotRequestBody,
  masterLoginResponse,
  okMessage,
  storeLoginBody,
  storeLoginResponse,
  updatePwdBody,
  updateVendorPwdBody,
  validateForgotBody,
  validateVendorForgotBody,
  vendorForgotRequestBody,
  vendorLoginBody,
} from '@stallfront/shared';
import { errorResponses } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/rate-limit.js';
import { loginBranch, loginMaster, loginStoreUser, loginVendor } from './login.service.js';
import { completeReset, RESET_REQUESTED, requestReset, validateReset } from './reset.service.js';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const limited = { config: authRateLimit(app) };
  const signIn = <B extends ZodType>(body: B) => ({
    tags: ['auth'],
    body,
    response: { 200: storeLoginResponse, ...errorResponses },
  });
  const message = <B extends ZodType>(body: B) => ({
    tags: ['auth'],
    body,
    response: { 200: okMessage, ...errorResponses },
  });

  app.post(
    '/auth/store/login_v2',
    { ...limited, schema: { ...signIn(storeLoginBody), summary: 'Owner or staff sign-in' } },
    (req) => loginStoreUser(ctx, req.body.email, req.body.password, clientOf(req)),
  );
  app.post(
    '/auth/store/branch_login',
    { ...limited, schema: { ...signIn(branchLoginBody), summary: 'Branch sign-in' } },
    (req) => loginBranch(ctx, req.body.email, req.body.password, clientOf(req)),
  );
  app.post(
    '/auth/store/vendor_login',
    { ...limited, schema: { ...signIn(vendorLoginBody), summary: 'Vendor sign-in on the store-branded page' } },
    (req) => loginVendor(ctx, req.body.store_id, req.body.email, req.body.password, clientOf(req)),
  );
  app.post(
    '/auth/admin/login',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Platform admin sign-in',
        body: adminLoginBody,
        response: { 200: masterLoginResponse, ...errorResponses },
      },
    },
    (req) => loginMaster(ctx, req.body.email, req.body.password, clientOf(req)),
  );

  app.post('/auth/store/forgot_request', { ...limited, schema: message(forgotRequestBody) }, async (req) => {
    await requestReset(ctx, { kind: 'store_user', email: req.body.email });
    return { status: true as const, message: RESET_REQUESTED };
  });
  app.post('/auth/store/validate_forgot_request', { ...limited, schema: message(validateForgotBody) }, async (req) => {
    await validateReset(ctx, { kind: 'store_user', email: req.body.email }, req.body.code);
    return { status: true as const, message: 'The code is valid. Choose a new password.' };
  });
  app.post('/auth/store/update_pwd', { ...limited, schema: message(updatePwdBody) }, async (req) => {
    await completeReset(ctx, { kind: 'store_user', email: req.body.email }, req.body.code, req.body.password);
    return { status: true as const, message: 'Your password is changed. Sign in with it now.' };
  });

  app.post(
    '/auth/store/vendor_forgot_request',
    { ...limited, schema: message(vendorForgotRequestBody) },
    async (req) => {
      await requestReset(ctx, { kind: 'vendor', storeId: req.body.store_id, email: req.body.email });
      return { status: true as const, message: RESET_REQUESTED };
    },
  );
  app.post(
    '/auth/store/validate_vendor_forgot_request',
    { ...limited, schema: message(validateVendorForgotBody) },
    async (req) => {
      await validateReset(ctx, { kind: 'vendor', storeId: req.body.store_id, email: req.body.email }, req.body.code);
      return { status: true as const, message: 'The code is valid. Choose a new password.' };
    },
  );
  app.post('/auth/store/update_vendor_pwd', { ...limited, schema: message(updateVendorPwdBody) }, async (req) => {
    const target = { kind: 'vendor' as const, storeId: req.body.store_id, email: req.body.email };
    await completeReset(ctx, target, req.body.code, req.body.password);
    return { status: true as const, message: 'Your password is changed. Sign in with it now.' };
  });
}
