import type { Tx } from '../db/client.js';
import { and, eq } from 'drizzle-orm';
import { media, PRODUCT_EXTRA_TABLES as extras } from '../db/schema/index.js';
import type { Disk } from 'flydrive';
import { writeDemoSwatch } from './demo-images.js';
import { type DemoThing, type ExtraTables, seedAttached } from './demo-things.js';
import { ADDONS, seedAddonOffers } from './demo-addon-products.js';
import { DEMO_CATALOGUES } from './demo-catalogues.js';
import { MEASUREMENT_SETS, SIZE_CHARTS } from './demo-sizes.js';
import type { DemoStore } from './demo-stores.js';

const note = (name: string, text: string, where: Omit<DemoThing, 'name' | 'fields'> = {}): DemoThing => ({
  name,
  fields: { text },
  ...where,
});
const faq = (question: string, answer: string, where: Omit<DemoThing, 'name' | 'fields'> = {}): DemoThing => ({
  name: question,
  fields: { answer },
  ...where,
});

/** Footnotes a shop of each category would write, attached to its own catalogs and products. */
const FOOTNOTES: Record<string, DemoThing[]> = {
  clothing: [
    note('Care', 'Machine wash cold with like colours.\nDry in the shade and iron on medium heat.', {
      catalogs: ['Men', 'Women'],
    }),
    note('Handwoven', 'Woven by hand on a loom: small changes in the weave are its character, not flaws.', {
      products: ['Cotton Saree', 'Linen Kurta'],
    }),
    note('Leather care', 'Wipe with a dry cloth; keep away from water and direct sun.', { products: ['Leather Belt'] }),
    note('Gift wrap', 'Every order can be gift wrapped at checkout: tell us in the order note.'),
  ],
  fruits_vegetables: [
    note('Freshness', 'Picked and packed on the day of delivery. Keep refrigerated and use within 3 days.', {
      catalogs: ['Fresh Fruits'],
    }),
  ],
};

/** The questions shoppers of each category ask before buying. */
const FAQS: Record<string, DemoThing[]> = {
  clothing: [
    faq('Will it shrink in the wash?', 'No: the cotton is pre-shrunk. Wash cold and it keeps its size.', {
      catalogs: ['Men', 'Women'],
    }),
    faq(
      'How do I find my size?',
      'Measure a shirt that fits you well, flat, armpit to armpit, and compare it with the size chart.',
      {
        catalogs: ['Men', 'Women'],
      },
    ),
    faq('Can I return it?', 'Yes: unworn, with its tags, within 30 days. The return pickup is free.'),
    faq('Is the leather real?', 'Yes: full-grain leather, vegetable tanned.', { products: ['Leather Belt'] }),
  ],
  fruits_vegetables: [
    faq('When is it delivered?', 'The same day for orders placed before 2 pm; the next morning after that.', {
      catalogs: ['Fresh Fruits'],
    }),
  ],
};

const tag = (text: string, color: string, where: Omit<DemoThing, 'name' | 'fields'> = {}): DemoThing => ({
  name: text,
  fields: { color },
  ...where,
});

/** Badges over the pictures of what each shop wants seen first. */
const IMAGE_TAGS: Record<string, DemoThing[]> = {
  clothing: [
    tag('New', '#1c7ed6', { products: ['Linen Kurta', 'Wrap Dress', 'Woven Cap'] }),
    tag('Bestseller', '#f59f00', { products: ['Oxford Shirt', 'Denim Jeans'] }),
    tag('Handmade', '#2b8a3e', { products: ['Cotton Saree'] }),
  ],
  fruits_vegetables: [tag('Organic', '#2b8a3e', { catalogs: ['Fresh Fruits'] })],
  grocery: [tag('Trade pack', '#1864ab', { products: ['Basmati Rice 10 kg', 'Sunflower Oil 5 L'] })],
};

const highlight = (text: string, icon: string, where: Omit<DemoThing, 'name' | 'fields'> = {}): DemoThing => ({
  name: text,
  fields: { icon },
  ...where,
});

/** The selling points each shop lists beside the price. */
const HIGHLIGHTS: Record<string, DemoThing[]> = {
  clothing: [
    highlight('Free delivery over ₹999', 'delivery', { catalogs: ['Men', 'Women', 'Accessories'] }),
    highlight('Easy 30-day returns', 'returns', { catalogs: ['Men', 'Women'] }),
    highlight('100% cotton', 'natural', { products: ['Oxford Shirt', 'Polo Tee', 'Henley Tee', 'Cotton Saree'] }),
    highlight('Handwoven', 'handmade', { products: ['Cotton Saree', 'Linen Kurta'] }),
  ],
  fruits_vegetables: [highlight('Delivered by 8 am', 'fast', { catalogs: ['Fresh Fruits', 'Vegetables', 'Exotics'] })],
  grocery: [
    highlight('Next-day delivery in Dubai and Sharjah', 'delivery', {
      catalogs: ['Rice and Pulses', 'Oils and Ghee', 'Pantry'],
    }),
  ],
};

const amenity = (
  name: string,
  icon: string,
  group: string,
  where: Omit<DemoThing, 'name' | 'fields'> = {},
): DemoThing => ({ name, fields: { icon, group }, ...where });

/** What an agency's listings and a salon offer, keyed by store type (catalog and product names from demo-products.ts). */
const AMENITIES: Record<string, DemoThing[]> = {
  estates: [
    amenity('Air conditioning', 'air_conditioning', 'Inside', { catalogs: ['For Sale', 'For Rent'] }),
    amenity('Built-in wardrobes', 'furnished', 'Inside', { catalogs: ['For Sale'] }),
    amenity('Dishwasher', 'kitchen', 'Inside', {
      products: ['Harbour View Penthouse', 'Two Bedroom Apartment in Bondi'],
    }),
    amenity('Furnished', 'furnished', 'Inside', { products: ['Studio near Central'] }),
    amenity('Lift', 'lift', 'Building', { products: ['Harbour View Penthouse', 'Studio near Central'] }),
    amenity('Secure entry', 'security', 'Building', {
      products: ['Harbour View Penthouse', 'Two Bedroom Apartment in Bondi'],
    }),
    amenity('Swimming pool', 'pool', 'Building', { products: ['Harbour View Penthouse'] }),
    amenity('Gym', 'gym', 'Building', { products: ['Harbour View Penthouse'] }),
    amenity('Garage for two cars', 'parking', 'Outdoors', { products: ['Family Home in Parramatta'] }),
    amenity('Private garden', 'garden', 'Outdoors', {
      products: ['Family Home in Parramatta', 'Garden Flat in Newtown'],
    }),
    amenity('Pets considered', 'pets', 'Outdoors', { catalogs: ['For Rent'] }),
  ],
  service_based: [
    amenity('Free Wi-Fi', 'wifi', 'At the studio', { catalogs: ['Hair', 'Skin'] }),
    amenity('Tea and coffee', 'refreshments', 'At the studio', { catalogs: ['Hair', 'Skin'] }),
    amenity('Step-free access', 'accessible', 'At the studio', { catalogs: ['Hair', 'Skin'] }),
    amenity('Cards and PayNow', 'card', 'Paying', { catalogs: ['Hair', 'Skin'] }),
    amenity('Private room', 'bedroom', 'For this treatment', { products: ['Bridal Makeup', 'Hydra Facial'] }),
  ],
};

/** The colours a shop names its variants in, with their shade: Maxi Skirt and Cotton Socks come in some. */
const colour = (name: string, hex: string): DemoThing => ({ name, fields: { hex } });
const VARIANT_COLOURS: Record<string, DemoThing[]> = {
  clothing: [
    colour('Navy', '#1b2a4a'),
    colour('Rust', '#b7472a'),
    colour('Sage', '#9caf88'),
    colour('Charcoal', '#36454f'),
    colour('Mustard', '#e1ad01'),
    colour('Ivory', '#fffff0'),
  ],
};

/** The colour whose swatch is a photo of its fabric rather than its shade alone. */
const PHOTO_SWATCH = 'Sage';

/** Gives the demo's photo-swatch colour its picture, kept in the store's image gallery like an upload. */
async function seedSwatchPhoto(tx: Tx, storeId: string, disk: Disk) {
  const [sage] = await tx
    .select({ id: extras.variantColor.things.id, hex: extras.variantColor.things.hex })
    .from(extras.variantColor.things)
    .where(and(eq(extras.variantColor.things.storeId, storeId), eq(extras.variantColor.things.name, PHOTO_SWATCH)));
  if (!sage) return;
  const { url, bytes } = await writeDemoSwatch(disk, storeId, sage.hex);
  await tx
    .insert(media)
    .values({ storeId, url, name: 'sage-linen.svg', mime: 'image/svg+xml', bytes, width: 120, height: 120 });
  await tx.update(extras.variantColor.things).set({ image: url }).where(eq(extras.variantColor.things.id, sage.id));
}

/** The key facts of a shop's listings or services (demo-catalogues.ts) as highlights, each once with every product it fits. */
function keyFactsOf(demo: DemoStore): DemoThing[] {
  const facts = new Map<string, DemoThing>();
  for (const item of Object.values(DEMO_CATALOGUES[demo.subDomain]?.catalogs ?? {}).flat()) {
    for (const fact of item.facts ?? []) {
      const thing = facts.get(fact.text) ?? highlight(fact.text, fact.icon, { products: [] });
      thing.products?.push(item.name);
      facts.set(fact.text, thing);
    }
  }
  return [...facts.values()];
}

/** The demo store's product extras, so their screens and the shop's product pages show some. */
export async function seedDemoProductExtras(tx: Tx, storeId: string, demo: DemoStore, disk: Disk): Promise<void> {
  const seeds: [ExtraTables, Record<string, DemoThing[]>][] = [
    [extras.footnote, FOOTNOTES],
    [extras.faq, FAQS],
    [extras.imageTag, IMAGE_TAGS],
    [extras.highlight, HIGHLIGHTS],
    [extras.amenity, AMENITIES],
    [extras.variantColor, VARIANT_COLOURS],
    [extras.sizeChart, SIZE_CHARTS],
    [extras.measurementSet, MEASUREMENT_SETS],
    [extras.addon, ADDONS],
  ];
  // Keyed by store type where the type decides what a shop sells (as in demo-products.ts), else by category.
  for (const [tables, byKind] of seeds) {
    await seedAttached(tx, storeId, tables, byKind[demo.type] ?? byKind[demo.category] ?? []);
  }
  await seedAttached(tx, storeId, extras.highlight, keyFactsOf(demo));
  await seedAddonOffers(tx, storeId, demo.category);
  await seedSwatchPhoto(tx, storeId, disk);
}
