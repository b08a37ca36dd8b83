import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STORE_CALLS } from '@stallfront/shared';
import { type StoreAuth, storeAuthOf } from '../../platform/auth/guards.js';
import { readStoreView } from '../../platform/auth/store-view.js';
import { routeOf } from '../../platform/endpoint-route.js';
import { detailsAnswerOf } from './details-answer.js';
import { updateStoreDetails } from './details.service.js';
import { changePassword } from './password.service.js';

/** The signed-in store's own details, password and sign-out. */
export async function storeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['store'];
  const details = (auth: StoreAuth, view = auth.view) => detailsAnswerOf(auth.principal, view, ctx.now());

  app.route({
    ...routeOf(STORE_CALLS.details, tags),
    handler: async (req) => details(storeAuthOf(req)),
  });
  // PUT replaces every editable field, PATCH the ones it names; both answer with the fresh session entity.
  for (const call of [STORE_CALLS.replaceDetails, STORE_CALLS.patchDetails]) {
    app.route({
      ...routeOf(call, tags),
      handler: async (req) => {
        const auth = storeAuthOf(req);
        await updateStoreDetails(ctx, auth.storeId, req.body);
        return details(auth, await readStoreView(ctx.db, auth.storeId));
      },
    });
  }
  app.route({
    ...routeOf(STORE_CALLS.changePwd, tags),
    handler: async (req) => {
      await changePassword(ctx, storeAuthOf(req), req.body.current_password, req.body.new_password);
      return { status: true as const, message: 'Your password is changed. Sign in again with the new one.' };
    },
  });
  app.route({
    ...routeOf(STORE_CALLS.logout, tags),
    handler: async (req) => {
      await ctx.sessions.revoke(storeAuthOf(req).session.id, 'signed out');
      return { status: true as const, message: 'Signed out.' };
    },
  });
}
