import type { Tx } from '../db/client.js';
import { currencyDigits, toSlug, variantTotals } from '@stallfront/shared';
import {
  catalogs,
  media,
  navigationSections,
  navigations,
  productBranchStock,
  productReviews,
  productSkus,
  products,
} from '../db/schema/index.js';
import type { Disk } from 'flydrive';
import { DEMO_CATALOGUES, wasPrice } from './demo-catalogues.js';
import { writeDemoPicture } from './demo-images.js';
import type { DemoStore } from './demo-stores.js';

/**
 * Google product categories the demo's catalogs are mapped to (ids of Google's taxonomy): a
 * clothing shop maps its main catalogs and leaves Accessories for the merchant to map.
 */
const DEMO_GOOGLE_CATEGORIES: Record<string, number> = {
  Men: 1604, // Apparel & Accessories > Clothing
  Women: 1604,
  'Fresh Fruits': 5795, // … > Fruits & Vegetables > Fresh & Frozen Fruits
};
/** Clothing products sold in colours (the demo's variant colours give them swatches in the shop). */
const DEMO_COLOUR_OPTIONS: Record<string, string[]> = {
  'Maxi Skirt': ['Navy', 'Rust', 'Sage'],
  'Cotton Socks': ['Charcoal', 'Mustard', 'Navy'],
};
/** Tags a clothing shop gives, spelt as a team types them: "Festive wear" and "festive" are one to merge. */
const DEMO_TAGS: Record<string, string[]> = {
  'Oxford Shirt': ['cotton', 'office'],
  'Linen Kurta': ['linen', 'summer', 'festive'],
  'Wool Blazer': ['office', 'winter'],
  'Cotton Saree': ['cotton', 'handloom', 'festive'],
  'Anarkali Dress': ['Festive wear'],
  'Silk Blouse': ['silk', 'Festive wear'],
  'Wrap Dress': ['summer'],
  'Silk Scarf': ['silk', 'gift'],
  'Leather Belt': ['gift'],
  'Canvas Tote': ['gift', 'Summer'],
};
export interface DemoPeople {
  vendorIds: string[];
  branchIds: string[];
}

/** Product n's SKU, status, stock and sale price in a demo store: every ninth a draft, every fourth on sale. */
function demoStockOf(demo: DemoStore, n: number, units: number) {
  const digits = 10 ** currencyDigits(demo.currency);
  // A listing is one home and a service has no stock: neither goes on sale.
  const plain = demo.type === 'estates' || demo.type === 'service_based';
  return {
    sku: `${demo.subDomain.slice(0, 3).toUpperCase()}-${String(n).padStart(3, '0')}`,
    price: units * digits,
    compareAtPrice: !plain && n % 4 === 0 ? wasPrice(units) * digits : null,
    stock: demo.type === 'estates' ? 1 : (n * 37) % 60,
    status: n % 9 === 0 ? ('draft' as const) : ('active' as const),
  };
}

/** A clothing product's size or colour option and its variants (larger sizes cost a little more). */
function demoVariantsOf(demo: DemoStore, n: number, name: string, sku: string, price: number) {
  const withSizes = demo.category === 'clothing' && n % 3 === 0;
  const colours = demo.category === 'clothing' ? DEMO_COLOUR_OPTIONS[name] : undefined;
  const option = withSizes
    ? { name: 'Size', values: ['S', 'M', 'L'] }
    : colours
      ? { name: 'Colour', values: colours }
      : null;
  const step = 50 * 10 ** currencyDigits(demo.currency);
  const variants = (option?.values ?? []).map((value, i) => ({
    option_values: [value],
    sku: `${sku}-${value.toUpperCase()}`,
    price: price + (withSizes ? i * step : 0),
    stock: 5 + i,
    images: [],
  }));
  return { options: option ? [option] : [], variants };
}

/** The demo store's catalogs (the first two highlighted on the home page) and its navigation menu. */
async function seedDemoCatalogs(tx: Tx, storeId: string, names: string[]) {
  const rows = await tx
    .insert(catalogs)
    .values(
      names.map((name, i) => ({
        storeId,
        name,
        slug: toSlug(name),
        highlightPosition: i < 2 ? i : null,
        googleCategoryId: DEMO_GOOGLE_CATEGORIES[name] ?? null,
      })),
    )
    .returning({ id: catalogs.id, name: catalogs.name });
  const [menu] = await tx.insert(navigationSections).values({ storeId, name: 'Shop', position: 0 }).returning();
  if (menu) {
    await tx
      .insert(navigations)
      .values(rows.map((c, position) => ({ storeId, sectionId: menu.id, name: c.name, catalogId: c.id, position })));
  }
  return rows;
}

/** A believable catalogue for a demo store (demo-catalogues.ts): catalogs, products with their pictures, a menu, branch stock and reviews. */
export async function seedDemoProducts(
  tx: Tx,
  storeId: string,
  demo: DemoStore,
  people: DemoPeople,
  disk: Disk,
  /** The tax class every product is in (seedDemoTaxClasses), or none. */
  taxClassId: string | null,
): Promise<void> {
  const catalogue = DEMO_CATALOGUES[demo.subDomain];
  if (!catalogue) throw new Error(`demo-catalogues.ts has no catalogue for ${demo.subDomain}`);
  const catalogRows = await seedDemoCatalogs(tx, storeId, Object.keys(catalogue.catalogs));

  let n = 0;
  for (const catalog of catalogRows) {
    for (const item of catalogue.catalogs[catalog.name] ?? []) {
      n += 1;
      const { name } = item;
      const base = demoStockOf(demo, n, item.price);
      const { options, variants } = demoVariantsOf(demo, n, name, base.sku, base.price);
      const image = await writeDemoPicture(disk, storeId, item.look);
      await tx.insert(media).values({ storeId, ...image, name: `${toSlug(name)}.svg`, mime: 'image/svg+xml' });
      // Every third product of a multi-vendor store is the owner's own.
      const vendorId = n % 3 === 0 ? null : (people.vendorIds[n % people.vendorIds.length] ?? null);
      const [product] = await tx
        .insert(products)
        .values({
          storeId,
          vendorId,
          name,
          slug: toSlug(name),
          ...base,
          currency: demo.currency,
          taxClassId,
          stock: variantTotals(variants)?.stock ?? base.stock,
          catalogIds: [catalog.id],
          tags: [catalog.name.toLowerCase(), ...(DEMO_TAGS[name] ?? [])],
          description: `<p>${name} from ${demo.name}.</p>`,
          options,
          images: [{ url: image.url, alt: name }],
          variants,
          createdAt: new Date(Date.now() - (60 - n) * 3_600_000),
        })
        .returning({ id: products.id });
      if (!product) continue;
      const skus = [base.sku, ...variants.map((v) => v.sku)];
      await tx.insert(productSkus).values(skus.map((s) => ({ storeId, productId: product.id, sku: s })));
      for (const [i, branchId] of people.branchIds.entries()) {
        await tx
          .insert(productBranchStock)
          .values({ storeId, productId: product.id, branchId, stock: (n + i * 3) % 12 });
      }
      if (n % 2 === 1 && catalogue.reviews) {
        const rating = 5 - (n % 4);
        const [title, body] = catalogue.reviews[rating - 2] ?? ['Nice', 'Nice product.'];
        await tx.insert(productReviews).values({
          storeId,
          productId: product.id,
          customerName: catalogue.reviewers[n % catalogue.reviewers.length] ?? 'Shopper',
          rating,
          title,
          body,
          status: n % 5 === 0 ? 'approved' : 'pending',
        });
      }
    }
  }
}
