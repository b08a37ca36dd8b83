import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STORE_CALLS, STORE_CONFIG, STORE_SETTING_CALLS, type StoreDetailsBody } from '@stallfront/shared';
import { type StoreAuth, storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView, readStoreView } from '../../platform/auth/store-view.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { supportMarkOf } from '../auth/store-session.js';
import { badRequest } from '../../platform/errors.js';
import { detailsAnswerOf } from './details-answer.js';
import { updateStoreDetails } from './details.service.js';
import { readLogo, setLogo, uploadLogo } from './logo.service.js';
import { changePassword } from './password.service.js';
import { readStoreSettings, saveStoreSettings } from './settings.service.js';

/** The signed-in store's own details and settings (/setting/store, its logo), password and sign-out. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const details = (auth: StoreAuth, view = auth.view) => {
    const answer = detailsAnswerOf(auth.principal, view, ctx.now(), ctx.config.PUBLIC_URL);
    const support = supportMarkOf(auth.session);
    return support ? { ...answer, support } : answer;
  };
  // PUT replaces every editable field, PATCH the ones it names; both answer with the fresh session entity.
  const saveDetails = async (body: Partial<StoreDetailsBody>, req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    await updateStoreDetails(ctx, auth.storeId, body);
    return details(auth, await readStoreView(ctx.db, auth.storeId));
  };
  const { details: read, replaceDetails, patchDetails, changePwd, logout } = STORE_CALLS;

  serveCalls(app, { details: read, replaceDetails, patchDetails, changePwd, logout }, ['store'], {
    details: (_query, req) => details(storeAuthOf(req)),
    replaceDetails: saveDetails,
    patchDetails: saveDetails,
    changePwd: async (body, req) => {
      await changePassword(ctx, storeAuthOf(req), body.current_password, body.new_password);
      return { message: 'Your password is changed. Your other sessions are signed out.' };
    },
    logout: async (_body, req) => {
      await ctx.sessions.revoke(storeAuthOf(req).session.id, 'signed out');
      return { message: 'Signed out.' };
    },
  });

  // Shoppers sign in only where the store has customer accounts.
  const hasAccounts = (auth: StoreAuth) => featuresOfView(auth.view, ctx.now()).includes('customer_portal');
  serveCalls(app, STORE_SETTING_CALLS, ['store'], {
    advDetails: (_query, req) => {
      const auth = storeAuthOf(req);
      return readStoreSettings(ctx.db, auth.storeId, hasAccounts(auth)).then((data) => ({ data }));
    },
    saveAdvDetails: async (body, req) => {
      const auth = storeAuthOf(req);
      await saveStoreSettings(ctx, auth.storeId, body, { hasAccounts: hasAccounts(auth) });
      return { data: await readStoreSettings(ctx.db, auth.storeId, hasAccounts(auth)) };
    },
    logo: async (_query, req) => ({ data: await readLogo(ctx, storeAuthOf(req).storeId) }),
    updateLogo: async (_body, req) => ({ data: await uploadLogo(ctx, storeAuthOf(req).storeId, req) }),
    removeLogo: async (body, req) => ({ data: await setLogo(ctx, storeAuthOf(req).storeId, body.kind, null) }),
  });
  serveStoreSetting(app, STORE_CONFIG, {
    guard: (req) =>
      requireStoreOffers(storeAuthOf(req), STORE_CONFIG.key, ctx.now(), 'B2B configuration is for quote-based stores.'),
    // Buyers sign in to the shop's customer accounts to see the prices.
    check: async (_storeId, value, req) => {
      if (value.prices_signed_in_only === true && !hasAccounts(storeAuthOf(req))) {
        throw badRequest(
          'prices_signed_in_only: Buyers sign in to customer accounts to see prices: add customer accounts to your plan first.',
        );
      }
    },
  });
}
