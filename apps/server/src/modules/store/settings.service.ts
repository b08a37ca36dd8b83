import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  DEFAULT_STORE_OPTIONS,
  FIRST_ORDER_NUMBER,
  nextNumberProblem,
  type StoreOptions,
  type StoreSettingsBody,
  STORE_CONFIG,
  type StoreConfig,
  storeOptions,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { orders, storeCounters, storeSettings, stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound, unprocessable } from '../../platform/errors.js';

/** The store_settings row that keeps /setting/store's units, order number format and checkout options. */
export const STORE_OPTIONS_KEY = 'store_settings';
const POLICIES_KEY = 'policies';
const ORDER_COUNTER = 'order_number';

/** The store's saved options, or the defaults; a value an older release wrote that no longer fits reads as the defaults. */
export async function readStoreOptions(db: Db | Tx, storeId: string): Promise<StoreOptions> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, STORE_OPTIONS_KEY)));
  return storeOptions.safeParse(row?.value).data ?? DEFAULT_STORE_OPTIONS;
}

/** A B2B store's configuration (/setting/store-config), or what a store that never saved it gets. */
export async function readStoreConfig(db: Db | Tx, storeId: string): Promise<StoreConfig> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, STORE_CONFIG.key)));
  return (
    STORE_CONFIG.value.safeParse(row?.value).data ?? {
      quote_validity_days: DEFAULT_QUOTE_VALIDITY_DAYS,
      min_order_quantity: 1,
      prices_signed_in_only: false,
    }
  );
}

/** The number the store's next order gets (the counter's next, or the first). */
async function counterNext(db: Db | Tx, storeId: string, lock = false): Promise<number> {
  const query = db
    .select({ value: storeCounters.value })
    .from(storeCounters)
    .where(and(eq(storeCounters.storeId, storeId), eq(storeCounters.name, ORDER_COUNTER)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.value + 1 : FIRST_ORDER_NUMBER;
}

async function hasOrders(db: Db | Tx, storeId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(orders).where(eq(orders.storeId, storeId)).limit(1);
  return row !== undefined;
}

/** The answer of GET and PUT /store/adv_details. */
export async function readStoreSettings(db: Db | Tx, storeId: string, hasAccounts: boolean) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('This store no longer exists.');
  const options = await readStoreOptions(db, storeId);
  const next = await counterNext(db, storeId);
  return {
    name: store.name,
    email: store.email,
    mobile: store.mobile,
    company_details: store.companyDetails,
    country: store.country,
    currency: store.currency,
    timezone: store.timezone,
    units: options.units,
    order_number: { ...options.order_number, next_number: next },
    checkout: options.checkout,
    currency_locked: await hasOrders(db, storeId),
    min_next_number: next,
    has_accounts: hasAccounts,
  };
}

/**
 * The refusal for a currency change when the store has orders: their amounts are minor units of
 * the old currency, and reports sum them (docs/decisions.md, "A store's currency once it has orders").
 */
export async function refuseCurrencyChange(db: Db | Tx, storeId: string, current: string, wanted?: string) {
  if (wanted === undefined || wanted === current) return;
  if (await hasOrders(db, storeId))
    throw conflict(
      `currency: your store has orders in ${current}, so its currency cannot change; orders, reports and gift cards keep the currency they were made in`,
    );
}

/**
 * Saves /setting/store whole in one transaction: the store row, its options and its order
 * counter; a refusal leaves all three as they were.
 */
export async function saveStoreSettings(
  ctx: AppContext,
  storeId: string,
  body: StoreSettingsBody,
  can: { hasAccounts: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!store) throw notFound('This store no longer exists.');
    if (!body.checkout.guest_checkout && !can.hasAccounts)
      throw unprocessable(
        'checkout.guest_checkout: shoppers can only sign in with customer accounts; add the Customer portal app before turning off guest checkout',
      );
    if (body.checkout.terms_required) {
      const [policies] = await tx
        .select({ terms: sql<string | null>`${storeSettings.value} ->> 'terms'` })
        .from(storeSettings)
        .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, POLICIES_KEY)));
      if (!policies?.terms)
        throw unprocessable(
          'checkout.terms_required: write your terms under Website › Policies first; shoppers accept what they can read',
        );
    }
    await refuseCurrencyChange(tx, storeId, store.currency, body.currency);
    const next = await counterNext(tx, storeId, true);
    const problem = nextNumberProblem(body.order_number.next_number, next);
    if (problem) throw conflict(`order_number.next_number: ${problem}`);
    if (body.order_number.next_number !== next) {
      const value = body.order_number.next_number - 1;
      await tx
        .insert(storeCounters)
        .values({ storeId, name: ORDER_COUNTER, value })
        .onConflictDoUpdate({ target: [storeCounters.storeId, storeCounters.name], set: { value } });
    }
    await tx
      .update(stores)
      .set({
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        companyDetails: body.company_details,
        country: body.country,
        currency: body.currency,
        timezone: body.timezone,
        updatedAt: ctx.now(),
      })
      .where(eq(stores.id, storeId));
    const value: StoreOptions = {
      units: body.units,
      order_number: { prefix: body.order_number.prefix, padding: body.order_number.padding },
      checkout: body.checkout,
    };
    await tx
      .insert(storeSettings)
      .values({ storeId, key: STORE_OPTIONS_KEY, value })
      .onConflictDoUpdate({
        target: [storeSettings.storeId, storeSettings.key],
        set: { value, updatedAt: sql`now()` },
      });
  });
}
