import type { FastifyInstance } from 'fastify';
import { DEALER_CALLS } from '@stallfront/shared';
import { dealers } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { conflict, notFound } from '../../platform/errors.js';
import { toCsv } from '../../platform/files/csv.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { dealerByCode, dealerDetail, dealerList } from './dealers.repo.js';

const codeTaken = (code: string) => conflict(`code: ${code} is another dealer's code. Choose another.`);

/** Dealers (resellers with a sign-up code) and what they earned; earnings are read from billing, never written. */
export async function dealerRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const { create, get, storesCsv, ...list } = DEALER_CALLS;

  serveCalls(
    app,
    list,
    ['admin'],
    listHandlers(db, dealerList, () => null),
  );
  serveCalls(app, { create, get, storesCsv }, ['admin'], {
    create: async ({ name, email, code, share_bps }) => {
      if (await dealerByCode(db, code)) throw codeTaken(code);
      try {
        const [row] = await db
          .insert(dealers)
          .values({ name, email, code, shareBps: share_bps, createdAt: now() })
          .returning({ id: dealers.id });
        const saved = row && (await dealerDetail(db, row.id));
        if (!saved) throw new Error('dealer insert returned nothing');
        return { data: saved.dealer, message: `Dealer ${name} added with code ${code}.` };
      } catch (error) {
        // Two admins adding the same code at once: the second hears what the check would have said.
        if (isUniqueViolation(error, 'dealers_code_key')) throw codeTaken(code);
        throw error;
      }
    },
    get: async ({ id }) => {
      const found = await dealerDetail(db, id);
      if (!found) throw notFound('This dealer does not exist.');
      return { data: found.dealer, stores: found.stores };
    },
    storesCsv: async ({ id }) => {
      const found = await dealerDetail(db, id);
      if (!found) throw notFound('This dealer does not exist.');
      const columns = ['store_name', 'sub_domain', 'package_id', 'joined_on', 'currency', 'paid', 'earning'] as const;
      return { name: `dealer-${found.dealer.code.toLowerCase()}-stores.csv`, file: toCsv(columns, found.stores) };
    },
  });
}
