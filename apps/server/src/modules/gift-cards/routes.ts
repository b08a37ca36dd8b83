import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GIFT_CARD_CALLS as C, GIFT_CARD_FEATURE, minorToDecimal } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { forbidden } from '../../platform/errors.js';
import { toCsv } from '../../platform/files/csv.js';
import { countGiftCards, exportGiftCards, listGiftCards } from './gift-card.repo.js';

const CSV_COLUMNS = [
  'code',
  'status',
  'amount',
  'balance',
  'currency',
  'buyer_name',
  'buyer_email',
  'recipient_name',
  'recipient_email',
  'message',
  'payment_reference',
  'created_on',
] as const;

/** Gift coupon orders: cards bought in the shop, listed with what each holds now. */
export async function giftCardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['gift cards'];
  // The gate applied GIFT_CARD_ACCESS; the store's package must also sell gift cards.
  const storeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    if (!featuresOfView(auth.view, now()).includes(GIFT_CARD_FEATURE)) {
      throw forbidden('Gift coupons are not part of your package. Add the Gift coupon feature to sell them.');
    }
    return auth.storeId;
  };
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listGiftCards(db, storeOf(req), req.body)),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countGiftCards(db, storeOf(req), req.query)),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const cards = await exportGiftCards(db, storeOf(req), req.body);
      const rows = cards.map((card) => ({
        ...card,
        amount: minorToDecimal(card.amount, card.currency),
        balance: minorToDecimal(card.balance, card.currency),
      }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="gift-coupon-orders.csv"')
        .send(toCsv(CSV_COLUMNS, rows));
    },
  });
}
