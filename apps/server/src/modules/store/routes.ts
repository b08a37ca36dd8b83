import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePwdBody,
  okMessage,
  storeDetailsBody,
  storeDetailsPatch,
  storeDetailsResponse,
} from '@stallfront/shared';
import { storeAuthOf, storeGuard } from '../../platform/auth/guards.js';
import { errorResponses } from '../../platform/errors.js';
import { buildStoreSession } from '../auth/store-session.js';
import { updateStoreDetails } from './details.service.js';
import { changePassword } from './password.service.js';

/** The signed-in store's own details, password and sign-out. */
export async function storeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['store'];
  const security = [{ bearer: [] }];
  const anyStoreUser = storeGuard();
  const storeEditor = storeGuard({ loginTypes: ['admin', 'subuser'], subuserFeature: 'settings' });
  const details = async (auth: ReturnType<typeof storeAuthOf>) => ({
    status: true as const,
    ...(await buildStoreSession(ctx.db, auth.principal, ctx.now())),
  });

  app.get(
    '/store/details',
    {
      onRequest: anyStoreUser,
      schema: { tags, security, response: { 200: storeDetailsResponse, ...errorResponses } },
    },
    (req) => details(storeAuthOf(req)),
  );
  // PUT replaces every editable field, PATCH the ones it names; both answer with the fresh session entity.
  for (const [method, body] of [
    ['PUT', storeDetailsBody],
    ['PATCH', storeDetailsPatch],
  ] as const) {
    app.route({
      method,
      url: '/store/details',
      onRequest: storeEditor,
      schema: { tags, security, body, response: { 200: storeDetailsResponse, ...errorResponses } },
      handler: async (req) => {
        const auth = storeAuthOf(req);
        await updateStoreDetails(ctx, auth.storeId, req.body);
        return details(auth);
      },
    });
  }
  app.post(
    '/store/change_pwd',
    {
      onRequest: anyStoreUser,
      schema: { tags, security, body: changePwdBody, response: { 200: okMessage, ...errorResponses } },
    },
    async (req) => {
      await changePassword(ctx, storeAuthOf(req), req.body.current_password, req.body.new_password);
      return { status: true as const, message: 'Your password is changed. Sign in again with the new one.' };
    },
  );
  app.post(
    '/store/logout',
    { onRequest: anyStoreUser, schema: { tags, security, response: { 200: okMessage, ...errorResponses } } },
    async (req) => {
      await ctx.sessions.revoke(storeAuthOf(req).session.id, 'signed out');
      return { status: true as const, message: 'Signed out.' };
    },
  );
}
