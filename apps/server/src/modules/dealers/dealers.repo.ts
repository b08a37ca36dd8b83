import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Dealer, type DealerStore, dealerEarning, type dealerCountQuery } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { billingPayments, dealerStores, dealers, stores } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

type DealerRow = typeof dealers.$inferSelect;

/**
 * The stores of these dealers with what each paid for its plan, one row per store and currency
 * (a store without a paid payment has one row of 0 in its own currency). Read-only over billing.
 */
async function storesOf(db: DbOrTx, rows: DealerRow[]): Promise<(DealerStore & { dealer_id: string })[]> {
  if (rows.length === 0) return [];
  const share = new Map(rows.map((d) => [d.id, d.shareBps]));
  const paid = db
    .select({
      storeId: billingPayments.storeId,
      currency: billingPayments.currency,
      total: sql<number>`sum(${billingPayments.amount})::bigint`.mapWith(Number).as('total'),
    })
    .from(billingPayments)
    .where(eq(billingPayments.status, 'paid'))
    .groupBy(billingPayments.storeId, billingPayments.currency)
    .as('paid');
  const found = await db
    .select({
      dealerId: dealerStores.dealerId,
      joinedAt: dealerStores.createdAt,
      storeId: stores.id,
      name: stores.name,
      subDomain: stores.subDomain,
      packageId: stores.packageId,
      storeCurrency: stores.currency,
      currency: paid.currency,
      total: paid.total,
    })
    .from(dealerStores)
    .innerJoin(stores, eq(stores.id, dealerStores.storeId))
    .leftJoin(paid, eq(paid.storeId, dealerStores.storeId))
    .where(
      inArray(
        dealerStores.dealerId,
        rows.map((d) => d.id),
      ),
    )
    .orderBy(desc(dealerStores.createdAt), stores.id);
  return found.map((r) => {
    const paidTotal = r.total ?? 0;
    return {
      dealer_id: r.dealerId,
      store_id: r.storeId,
      store_name: r.name,
      sub_domain: r.subDomain,
      package_id: r.packageId,
      joined_on: r.joinedAt.toISOString(),
      currency: r.currency ?? r.storeCurrency,
      paid: paidTotal,
      earning: dealerEarning(paidTotal, share.get(r.dealerId) ?? 0),
    };
  });
}

function toDealer(d: DealerRow, all: (DealerStore & { dealer_id: string })[]): Dealer {
  const own = all.filter((s) => s.dealer_id === d.id);
  const byCurrency = new Map<string, number>();
  for (const s of own) if (s.earning > 0) byCurrency.set(s.currency, (byCurrency.get(s.currency) ?? 0) + s.earning);
  return {
    _id: d.id,
    name: d.name,
    email: d.email,
    code: d.code,
    share_bps: d.shareBps,
    store_count: new Set(own.map((s) => s.store_id)).size,
    earnings: [...byCurrency].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount),
    created_on: d.createdAt.toISOString(),
  };
}

export const earningsText = (dealer: Dealer) =>
  dealer.earnings.map((e) => `${e.currency} ${(e.amount / 100).toFixed(2)}`).join('; ');

/** Every dealer, with its store count and earnings, by name, email or code. */
export const dealerList = listResource({
  table: dealers,
  columns: { d: dealers },
  where: (_platform: null, filters: z.output<typeof dealerCountQuery>) => {
    const search = filters.search?.trim();
    if (!search) return undefined;
    const pattern = containing(search);
    return or(ilike(dealers.name, pattern), ilike(dealers.email, pattern), ilike(dealers.code, pattern));
  },
  sorts: { created: dealers.createdAt, name: dealers.name },
  // One read of the page's stores and their paid plan payments counts and prices every dealer.
  toItems: async (rows, _platform, db) => {
    const all = await storesOf(
      db,
      rows.map((r) => r.d),
    );
    return rows.map((r) => toDealer(r.d, all));
  },
  csv: {
    fileName: 'dealers.csv',
    columns: ['name', 'email', 'code', 'share_bps', 'store_count', 'earnings', 'created_on'],
    row: (dealer) => ({ ...dealer, earnings: earningsText(dealer) }),
  },
});

/** One dealer with its stores, or null. */
export async function dealerDetail(db: DbOrTx, id: string): Promise<{ dealer: Dealer; stores: DealerStore[] } | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, id));
  if (!row) return null;
  const all = await storesOf(db, [row]);
  return { dealer: toDealer(row, all), stores: all.map(({ dealer_id: _, ...store }) => store) };
}

export async function dealerByCode(db: DbOrTx, code: string): Promise<DealerRow | undefined> {
  const [row] = await db.select().from(dealers).where(eq(dealers.code, code));
  return row;
}
