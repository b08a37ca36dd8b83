import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCY_TYPES, type CurrencyTypes, ratesSourceAnswer } from '@stallfront/shared/currency-types';
import { storeSettings, stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { jobKind } from '../../platform/jobs/job-kind.js';

export const CURRENCY_RATES_UPDATE = jobKind('currency-rates-update', z.object({}));

/** Units of `code` per 1 unit of `own`, from a source quoting both against its base; null when it quotes either not. */
function rateFrom(answer: z.infer<typeof ratesSourceAnswer>, own: string, code: string): number | null {
  const perBase = (c: string) => (c === answer.base ? 1 : (answer.rates[c] ?? null));
  const ownPerBase = perBase(own);
  const codePerBase = perBase(code);
  if (ownPerBase === null || codePerBase === null) return null;
  return Number((codePerBase / ownPerBase).toPrecision(10));
}

/**
 * Fetches the configured rates source once and updates every store's automatic rates, with
 * when. A malformed or failed answer throws before anything is written (the job retries).
 */
export async function updateCurrencyRates(ctx: AppContext, url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`Rates source answered ${response.status}`);
  const answer = ratesSourceAnswer.parse(await response.json());
  const at = ctx.now().toISOString();
  let updated = 0;
  const rows = await ctx.db
    .select({ storeId: storeSettings.storeId })
    .from(storeSettings)
    .where(eq(storeSettings.key, CURRENCY_TYPES.key));
  for (const { storeId } of rows) {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ value: storeSettings.value, own: stores.currency })
        .from(storeSettings)
        .innerJoin(stores, eq(stores.id, storeSettings.storeId))
        .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, CURRENCY_TYPES.key)))
        .for('update', { of: storeSettings });
      const parsed = CURRENCY_TYPES.value.safeParse(row?.value);
      if (!row || !parsed.success) return;
      let changed = false;
      const currencies = parsed.data.currencies.map((currency) => {
        const rate = currency.automatic ? rateFrom(answer, row.own, currency.code) : null;
        if (rate === null) return currency;
        changed = true;
        return { ...currency, rate, rate_updated_at: at };
      });
      if (!changed) return;
      const value: CurrencyTypes = { currencies };
      await tx
        .update(storeSettings)
        .set({ value, updatedAt: new Date(at) })
        .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, CURRENCY_TYPES.key)));
      updated += 1;
    });
  }
  return updated;
}

/** Every 6 hours when CURRENCY_RATES_URL names a rates source; unset, rates stay as entered. */
export function defineCurrencyRatesWork(ctx: AppContext): void {
  const url = ctx.config.CURRENCY_RATES_URL;
  if (!url) return;
  ctx.jobs.define(
    CURRENCY_RATES_UPDATE,
    async () => {
      await updateCurrencyRates(ctx, url);
    },
    { policy: 'singleton', retryLimit: 2, retryDelaySeconds: 300 },
  );
  ctx.jobs.schedule(CURRENCY_RATES_UPDATE, '23 */6 * * *', {});
}
