import { and, eq, inArray } from 'drizzle-orm';
import { SIZING_ASSISTANT, type SizingAssistant } from '@stallfront/shared/sizing-assistant';
import type { Tx } from '../db/client.js';
import { catalogs, storeSettings } from '../db/schema/index.js';

/**
 * Urban Threads' "Find my size" (/setting/sizing-assistant): on for Men and Women (its size
 * charts, demo-sizes.ts, are on their shirts, dresses and trousers), in centimetres, with a fit
 * choice of 2 cm. Fixed data: nothing here draws from the seeded random sequence.
 */
const DEMO_SIZING: Record<string, { catalogs: string[]; value: Omit<SizingAssistant, 'catalog_ids'> }> = {
  'urban-threads': {
    catalogs: ['Men', 'Women'],
    value: {
      enabled: true,
      measurements: ['chest', 'bust', 'waist', 'hips', 'inseam'],
      unit: 'cms',
      offer_fit: true,
      fit_tolerance: 2,
      button_label: 'Find my size',
      all_catalogs: false,
    },
  },
};

export async function seedDemoSizingAssistant(tx: Tx, storeId: string, demo: { subDomain: string }): Promise<void> {
  const seed = DEMO_SIZING[demo.subDomain];
  if (!seed) return;
  const rows = await tx
    .select({ id: catalogs.id, name: catalogs.name })
    .from(catalogs)
    .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.name, seed.catalogs)));
  // In the order named, so the screen lists them as written here.
  const catalogIds = seed.catalogs.flatMap((name) => rows.find((row) => row.name === name)?.id ?? []);
  const value: SizingAssistant = { ...seed.value, catalog_ids: catalogIds };
  await tx.insert(storeSettings).values({ storeId, key: SIZING_ASSISTANT.key, value });
}
