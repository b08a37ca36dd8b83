import type { FastifyInstance } from 'fastify';
import { CURRENCY_TYPES, type CurrencyTypes } from '@stallfront/shared/currency-types';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { badRequest } from '../../platform/errors.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { offeredBy } from '../auth/route-gate.js';

/** /setting/currency-types: the currencies the shop shows prices in, for stores with the feature (a 404 elsewhere). */
export async function currencyTypeRoutes(app: FastifyInstance): Promise<void> {
  serveStoreSetting(app, CURRENCY_TYPES, {
    ...offeredBy(app, 'currency_types', 'This store has no currency types: add the Currency types app first.'),
    check: async (_storeId, value, req) => {
      // The store's own currency is what prices are in already; only the server knows which it is.
      const own = storeAuthOf(req).view.store.currency;
      const at = (value as CurrencyTypes).currencies.findIndex((currency) => currency.code === own);
      if (at >= 0) throw badRequest(`currencies.${at}.code: ${own} is your store's own currency`);
    },
  });
}
