import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_CURRENCY_CALLS, type CurrencyInput } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { packages, platformCurrencies } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';

const priced = sql<number>`(select count(*)::int from ${packages} p where p.prices ? ${platformCurrencies.code})`;

async function currencyList(db: Db) {
  const rows = await db
    .select({ row: platformCurrencies, packages: priced })
    .from(platformCurrencies)
    .orderBy(sql`${platformCurrencies.base} desc`, asc(platformCurrencies.code));
  return rows.map(({ row, packages: n }) => ({
    code: row.code,
    symbol: row.symbol,
    rate: row.rate,
    active: row.active,
    base: row.base,
    packages: Number(n),
  }));
}

/** Adds or changes a billing currency; the base keeps rate 1 and stays active, one packages price in stays active. */
async function saveCurrency(db: Db, input: CurrencyInput, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(platformCurrencies)
      .where(eq(platformCurrencies.code, input.code))
      .for('update');
    if (row?.base && (input.rate !== 1 || !input.active))
      throw badRequest(`rate: ${input.code} is the base currency: its rate is 1 and it stays active.`);
    if (row && !input.active) {
      const using = await tx
        .select({ name: packages.name })
        .from(packages)
        .where(sql`${packages.prices} ? ${input.code}`);
      if (using.length)
        throw conflict(
          `active: ${using.map((p) => p.name).join(', ')} ${using.length === 1 ? 'has a price' : 'have prices'} in ${input.code}: remove ${using.length === 1 ? 'it' : 'them'} first.`,
        );
    }
    const values = { symbol: input.symbol, rate: input.rate, active: input.active, updatedAt: now };
    await tx
      .insert(platformCurrencies)
      .values({ code: input.code, ...values })
      .onConflictDoUpdate({ target: platformCurrencies.code, set: values });
    return row ? `${input.code} saved.` : `${input.code} added to the billing currencies.`;
  });
}

/** /admin/currencies: the currencies the platform bills in. */
export async function adminCurrencyRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, ADMIN_CURRENCY_CALLS, ['admin'], {
    list: async () => {
      const list = await currencyList(db);
      return { list, total: list.length };
    },
    save: async (input) => ({ message: await saveCurrency(db, input, now()) }),
  });
}
