import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import { escapeXml, STORE_CONFIG, type StoreConfig, type StoreOptions } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { storeSettings, stores } from '../db/schema/index.js';
import { STORE_OPTIONS_KEY } from '../modules/store/settings.service.js';

/**
 * /setting/store and its logo for the demo stores that show them set: Urban Threads, the
 * order-based showcase, has its logo, favicon, second colour, order number format and checkout
 * options; Wholesale Hub, a quote-based store, has its B2B configuration. Drawn as SVG (no decoding, so seeding stays fast); nothing here draws from the
 * seeded random sequence.
 */
const BRANDS: Record<string, { initials: string; secondary: string; options: StoreOptions }> = {
  'urban-threads': {
    initials: 'UT',
    secondary: '#f2c14e',
    options: {
      units: { weight: 'kg', length: 'cm' },
      order_number: { prefix: 'UT-', padding: 5 },
      checkout: { guest_checkout: true, terms_required: false, order_notes: true },
    },
  },
};

/**
 * Quote-based stores with their B2B configuration (/setting/store-config): Wholesale Hub sells
 * chairs by the pair and shows its prices to signed-in buyers only.
 */
const B2B: Record<string, StoreConfig> = {
  'wholesale-hub': { quote_validity_days: 30, min_order_quantity: 2, prices_signed_in_only: true },
};

async function putSvg(disk: Disk, storeId: string, svg: string) {
  const key = `${storeId}/${randomUUID()}.svg`;
  await disk.put(key, svg, { contentType: 'image/svg+xml' });
  return `/media/${key}`;
}

/** A wordmark: the initials in a disc of the theme colour, then the name. */
const logoSvg = (name: string, initials: string, primary: string, secondary: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
<circle cx="60" cy="60" r="52" fill="${primary}"/><circle cx="96" cy="24" r="12" fill="${secondary}"/>
<text x="60" y="76" font-family="Liberation Sans, Arial, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
<text x="128" y="76" font-family="Liberation Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#222">${escapeXml(name)}</text>
</svg>`;

const faviconSvg = (initials: string, primary: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${primary}"/>
<text x="32" y="43" font-family="Liberation Sans, Arial, sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
</svg>`;

export async function seedDemoStoreSettings(
  tx: Tx,
  storeId: string,
  demo: { subDomain: string; name: string },
  primary: string,
  disk: Disk,
): Promise<void> {
  const brand = BRANDS[demo.subDomain];
  if (!brand) return;
  const logo = await putSvg(disk, storeId, logoSvg(demo.name, brand.initials, primary, brand.secondary));
  const favicon = await putSvg(disk, storeId, faviconSvg(brand.initials, primary));
  await tx
    .update(stores)
    .set({ logo, favicon, themeColors: { primary, secondary: brand.secondary } })
    .where(eq(stores.id, storeId));
  await tx
    .insert(storeSettings)
    .values({ storeId, key: STORE_OPTIONS_KEY, value: brand.options })
    .onConflictDoUpdate({
      target: [storeSettings.storeId, storeSettings.key],
      set: { value: brand.options, updatedAt: sql`now()` },
    });
}

/** The B2B configuration, set after the shop's history: its requests were made before the store chose a minimum. */
export async function seedDemoStoreConfig(tx: Tx, storeId: string, demo: { subDomain: string }): Promise<void> {
  const config = B2B[demo.subDomain];
  if (config) await tx.insert(storeSettings).values({ storeId, key: STORE_CONFIG.key, value: config });
}
