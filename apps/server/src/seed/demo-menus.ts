import { and, eq, inArray } from 'drizzle-orm';
import { MENUS, type MenuLinkKind } from '@stallfront/shared/website';
import type { Tx } from '../db/client.js';
import { catalogs, products, storePages, storeSettings } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

/** A menu item as the demo writes it: a catalog, product or page by slug, a policy by kind, or an address. */
type DemoItem = { label: string; kind: MenuLinkKind; to: string; under?: DemoItem[] };

/** The showcase store's menus: its catalogs with two shirts under Men, its story; policies in the footer. */
const MENUS_BY_STORE: Record<string, { header: DemoItem[]; footer: DemoItem[] }> = {
  'urban-threads': {
    header: [
      {
        label: 'Men',
        kind: 'catalog',
        to: 'men',
        under: [
          { label: 'Oxford Shirt', kind: 'product', to: 'oxford-shirt' },
          { label: 'Linen Kurta', kind: 'product', to: 'linen-kurta' },
        ],
      },
      { label: 'Women', kind: 'catalog', to: 'women' },
      { label: 'Accessories', kind: 'catalog', to: 'accessories' },
      { label: 'Our story', kind: 'page', to: 'our-story' },
    ],
    footer: [
      { label: 'Size guide', kind: 'page', to: 'size-guide' },
      { label: 'Returns', kind: 'policy', to: 'refund' },
      { label: 'Delivery', kind: 'policy', to: 'shipping' },
    ],
  },
};

const TABLES = { catalog: catalogs, product: products, page: storePages } as const;

/** Saves a demo store's menus with the ids of what they link, found by slug as the screen's pickers would. */
export async function seedDemoMenus(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const menus = MENUS_BY_STORE[demo.subDomain];
  if (!menus) return;
  const ids = new Map<string, string>();
  for (const [kind, table] of Object.entries(TABLES)) {
    const slugs = slugsOf(menus, kind);
    if (slugs.length === 0) continue;
    const rows = await tx
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(and(eq(table.storeId, storeId), inArray(table.slug, slugs)));
    for (const row of rows) ids.set(`${kind}:${row.slug}`, row.id);
  }
  const targetOf = ({ kind, to }: DemoItem) => (kind in TABLES ? (ids.get(`${kind}:${to}`) ?? '') : to);
  const toEntry = (item: DemoItem) => ({ label: item.label, kind: item.kind, target: targetOf(item) });
  const toMenu = (items: DemoItem[]) =>
    items.map((item) => ({ ...toEntry(item), children: (item.under ?? []).map(toEntry) }));
  const value = MENUS.value.parse({ header: toMenu(menus.header), footer: toMenu(menus.footer) });
  await tx.insert(storeSettings).values({ storeId, key: MENUS.key, value });
}

const slugsOf = (menus: { header: DemoItem[]; footer: DemoItem[] }, kind: string) =>
  [...menus.header, ...menus.footer]
    .flatMap((item) => [item, ...(item.under ?? [])])
    .filter((item) => item.kind === kind)
    .map((item) => item.to);
