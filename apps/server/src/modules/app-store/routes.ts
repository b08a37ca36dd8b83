import type { FastifyInstance } from 'fastify';
import { APP_STORE_CALLS, type AppAction, type FeatureKey } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { catalogueOf, changeApp, requireDemoOrMaster } from './app-store.service.js';

/** The App Store (/account/app-store): a demo store's owner or a platform admin adds and removes features. */
export async function appStoreRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const change =
    (action: AppAction) =>
    async ({ feature }: { feature: string }, req: Parameters<typeof storeAuthOf>[0]) => {
      const auth = storeAuthOf(req);
      await requireDemoOrMaster(ctx, auth, req);
      return changeApp(ctx, auth, action, feature as FeatureKey);
    };
  serveCalls(app, APP_STORE_CALLS, ['app-store'], {
    list: async (_input, req) => {
      const auth = storeAuthOf(req);
      await requireDemoOrMaster(ctx, auth, req);
      return { data: await catalogueOf(ctx.db, auth.view, ctx.now()) };
    },
    trial: change('trial'),
    install: change('install'),
    uninstall: change('uninstall'),
  });
}
