import { CURRENCY_TYPES, type CurrencyTypes } from '@stallfront/shared/currency-types';
import type { Tx } from '../db/client.js';
import { storeSettings } from '../db/schema/index.js';

/**
 * Urban Threads (INR) shows USD, EUR and GBP besides rupees. No network is reachable where the
 * demo runs, so the rates are entered by hand, not fetched; nothing here draws from the seeded
 * random sequence.
 */
const DEMO_CURRENCIES: Record<string, CurrencyTypes> = {
  'urban-threads': {
    currencies: [
      { code: 'USD', rate: 0.012, automatic: false, rate_updated_at: null },
      { code: 'EUR', rate: 0.011, automatic: false, rate_updated_at: null },
      { code: 'GBP', rate: 0.0095, automatic: false, rate_updated_at: null },
    ],
  },
};

export async function seedDemoCurrencyTypes(tx: Tx, storeId: string, demo: { subDomain: string }): Promise<void> {
  const value = DEMO_CURRENCIES[demo.subDomain];
  if (value) await tx.insert(storeSettings).values({ storeId, key: CURRENCY_TYPES.key, value });
}
