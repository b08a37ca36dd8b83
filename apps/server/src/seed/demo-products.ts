import type { Tx } from '../db/client.js';
import { toSlug, variantTotals } from '@stallfront/shared';
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
import { writeDemoImage } from './demo-images.js';
import type { DemoStore } from './demo-stores.js';

/** What each demo store sells: catalog name → product names. Prices come from the name's length. */
const ASSORTMENTS: Record<string, Record<string, string[]>> = {
  clothing: {
    Men: [
      'Oxford Shirt',
      'Linen Kurta',
      'Slim Chinos',
      'Denim Jacket',
      'Polo Tee',
      'Cargo Shorts',
      'Wool Blazer',
      'Henley Tee',
    ],
    Women: [
      'Cotton Saree',
      'Anarkali Dress',
      'Palazzo Pants',
      'Silk Blouse',
      'Maxi Skirt',
      'Kurti Set',
      'Wrap Dress',
      'Denim Jeans',
    ],
    Accessories: ['Leather Belt', 'Silk Scarf', 'Canvas Tote', 'Aviator Sunglasses', 'Woven Cap', 'Cotton Socks'],
  },
  grocery: {
    'Fresh Fruits': ['Alphonso Mango', 'Banana Robusta', 'Green Apple', 'Pomegranate', 'Papaya'],
    Vegetables: ['Tomato Hybrid', 'Red Onion', 'Baby Potato', 'Green Chilli', 'Coriander Bunch'],
    Staples: ['Basmati Rice 5kg', 'Toor Dal 1kg', 'Cold Pressed Groundnut Oil', 'Whole Wheat Atta 5kg'],
  },
  // By store type: what an estates agency lists and a salon books.
  estates: {
    'For Sale': ['Harbour View Penthouse', 'Family Home in Parramatta', 'Terrace House in Paddington'],
    'For Rent': ['Studio near Central', 'Two Bedroom Apartment in Bondi', 'Garden Flat in Newtown'],
  },
  service_based: {
    Hair: ['Haircut and Style', 'Hair Spa', 'Keratin Treatment'],
    Skin: ['Classic Facial', 'Hydra Facial', 'Bridal Makeup'],
  },
  default: {
    Featured: ['Starter Kit', 'Premium Pack', 'Classic Edition', 'Gift Box', 'Travel Set', 'Refill Pack'],
    'New Arrivals': ['Limited Edition', 'Signature Series', 'Essentials Bundle', 'Mini Sampler'],
  },
};
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
const REVIEWERS = ['Aarav', 'Meera', 'Kabir', 'Sara', 'Ishaan', 'Nila', 'Rohan', 'Divya'];
/** What a shopper writes, by the stars they give (index 0 is 2 stars). */
const REVIEW_TEXT = [
  ['Not as pictured', 'The colour is a little different from the photos.'],
  ['Good value', 'Does what it says. Delivery was quick.'],
  ['Love it', 'Great quality and fits well. Will buy again.'],
  ['Excellent', 'Exactly what I was looking for.'],
];

export interface DemoPeople {
  vendorIds: string[];
  branchIds: string[];
}

/** A believable catalog for a demo store: catalogs, products, a navigation menu, branch stock and reviews. */
export async function seedDemoProducts(
  tx: Tx,
  storeId: string,
  demo: DemoStore,
  people: DemoPeople,
  disk: Disk,
): Promise<void> {
  const assortment = ASSORTMENTS[demo.type] ?? ASSORTMENTS[demo.category] ?? ASSORTMENTS.default ?? {};
  const prefix = demo.subDomain.slice(0, 3).toUpperCase();
  const catalogRows = await tx
    .insert(catalogs)
    .values(
      Object.keys(assortment).map((name, i) => ({
        storeId,
        name,
        slug: toSlug(name),
        highlightPosition: i < 2 ? i : null,
        googleCategoryId: DEMO_GOOGLE_CATEGORIES[name] ?? null,
      })),
    )
    .returning({ id: catalogs.id, name: catalogs.name });

  let n = 0;
  for (const catalog of catalogRows) {
    for (const name of assortment[catalog.name] ?? []) {
      n += 1;
      const sku = `${prefix}-${String(n).padStart(3, '0')}`;
      // A home costs more than a shirt.
      const price = (((name.length * 7919 + n * 1013) % 450_000) + 19_900) * (demo.type === 'estates' ? 500 : 1);
      const withSizes = demo.category === 'clothing' && n % 3 === 0;
      const colours = demo.category === 'clothing' ? DEMO_COLOUR_OPTIONS[name] : undefined;
      const option = withSizes
        ? { name: 'Size', values: ['S', 'M', 'L'] }
        : colours
          ? { name: 'Colour', values: colours }
          : null;
      // Larger sizes cost a little more, so the list shows a price range.
      const variants = (option?.values ?? []).map((value, i) => ({
        option_values: [value],
        sku: `${sku}-${value.toUpperCase()}`,
        price: price + (withSizes ? i * 5_000 : 0),
        stock: 5 + i,
        images: [],
      }));
      const { url: image, bytes } = await writeDemoImage(disk, storeId, name);
      await tx.insert(media).values({
        storeId,
        url: image,
        name: `${toSlug(name)}.svg`,
        mime: 'image/svg+xml',
        bytes,
        width: 800,
        height: 800,
      });
      // Every third product of a multi-vendor store is the owner's own.
      const vendorId = n % 3 === 0 ? null : (people.vendorIds[n % people.vendorIds.length] ?? null);
      const [product] = await tx
        .insert(products)
        .values({
          storeId,
          vendorId,
          name,
          sku,
          slug: toSlug(name),
          price,
          compareAtPrice: n % 4 === 0 ? Math.round(price * 1.25) : null,
          currency: demo.currency,
          taxRateBp: demo.country === 'IN' ? 500 : 0,
          stock: variantTotals(variants)?.stock ?? (n * 37) % 60,
          status: n % 9 === 0 ? 'draft' : 'active',
          catalogIds: [catalog.id],
          tags: [catalog.name.toLowerCase(), ...(DEMO_TAGS[name] ?? [])],
          description: `<p>${name} from ${demo.name}.</p>`,
          options: option ? [option] : [],
          images: [{ url: image, alt: name }],
          variants,
          createdAt: new Date(Date.now() - (60 - n) * 3_600_000),
        })
        .returning({ id: products.id });
      if (!product) continue;
      const skus = [sku, ...variants.map((v) => v.sku)];
      await tx.insert(productSkus).values(skus.map((s) => ({ storeId, productId: product.id, sku: s })));
      for (const [i, branchId] of people.branchIds.entries()) {
        await tx
          .insert(productBranchStock)
          .values({ storeId, productId: product.id, branchId, stock: (n + i * 3) % 12 });
      }
      if (n % 2 === 1) {
        const rating = 5 - (n % 4);
        const [title, body] = REVIEW_TEXT[rating - 2] ?? ['Nice', 'Nice product.'];
        await tx.insert(productReviews).values({
          storeId,
          productId: product.id,
          customerName: REVIEWERS[n % REVIEWERS.length] ?? 'Shopper',
          rating,
          title,
          body,
          status: n % 5 === 0 ? 'approved' : 'pending',
        });
      }
    }
  }

  const [menu] = await tx.insert(navigationSections).values({ storeId, name: 'Shop', position: 0 }).returning();
  if (!menu) return;
  await tx
    .insert(navigations)
    .values(
      catalogRows.map((c, position) => ({ storeId, sectionId: menu.id, name: c.name, catalogId: c.id, position })),
    );
}
