import { asc, eq } from 'drizzle-orm';
import { DELIVERY_METHOD, SHIPPING_METHOD } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { branches, deliveryMethods, shippingMethods } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

type DeliveryInput = Record<string, unknown> & { name: string };
type ShippingInput = Record<string, unknown> & { name: string };

/** Urban Threads (IN): free standard delivery across India, express to the metros by weight, abroad by value; pickup, and same-day in Chennai. */
const URBAN_SHIPPING: ShippingInput[] = [
  {
    name: 'Standard delivery (3-5 days)',
    zone: { countries: ['IN'] },
    rate: { kind: 'flat', fee: 0 },
  },
  {
    name: 'Express delivery (1-2 days)',
    // Chennai, Bengaluru, Delhi and Mumbai by their PIN codes.
    zone: { countries: ['IN'], postcodes: ['600*', '560001-560103', '110*', '400*'] },
    rate: {
      kind: 'weight',
      bands: [
        { min: 0, max: 1000, fee: 9_900 },
        { min: 1001, max: 5000, fee: 19_900 },
        { min: 5001, max: null, fee: 34_900 },
      ],
      free_above: 500_000,
    },
  },
  {
    name: 'International (7-14 days)',
    zone: { countries: ['US', 'GB', 'AE', 'SG', 'AU', 'CA'] },
    rate: {
      kind: 'value',
      bands: [
        { min: 0, max: 499_999, fee: 149_900 },
        { min: 500_000, max: null, fee: 99_900 },
      ],
      free_above: 2_000_000,
    },
  },
];
const URBAN_DELIVERY: DeliveryInput[] = [
  { name: 'Home delivery', kind: 'home' },
  { name: 'Pick up at our Chennai studio', kind: 'pickup' },
  {
    name: 'Same-day delivery in Chennai',
    kind: 'local',
    fee: 7_900,
    free_above: 150_000,
    area: { postcodes: ['600001-600040'] },
  },
];

/** Fresh Basket (IN, Chennai): its own vans around its two branches, pickup at each, and a courier across Tamil Nadu. */
const BASKET_SHIPPING: ShippingInput[] = [
  {
    name: 'Tamil Nadu courier (next day)',
    zone: { countries: ['IN'], regions: ['TN', 'Tamil Nadu'] },
    rate: { kind: 'value', bands: [{ min: 0, max: null, fee: 6_000 }], free_above: 80_000 },
  },
];
const basketDelivery = (branchIds: { id: string; name: string }[]): DeliveryInput[] => [
  {
    name: 'Fresh Basket van (within 8 km)',
    kind: 'local',
    fee: 3_000,
    free_above: 50_000,
    area: {
      postcodes: [],
      radius_km: 8,
      origin: { lat: 13.085, lng: 80.2101 }, // Anna Nagar
      points: [
        { postcode: '600040', lat: 13.085, lng: 80.2101 },
        { postcode: '600017', lat: 13.0418, lng: 80.2341 },
        { postcode: '600020', lat: 13.0012, lng: 80.2565 },
        { postcode: '600028', lat: 13.0264, lng: 80.2614 },
        { postcode: '600042', lat: 12.9815, lng: 80.218 },
        { postcode: '603103', lat: 12.7904, lng: 80.2217 },
      ],
    },
  },
  ...branchIds.map((b) => ({ name: `Pick up at ${b.name}`, kind: 'pickup', branch_id: b.id })),
  { name: 'Home delivery', kind: 'home' },
];

/**
 * A couple of zones and methods for the Indian order stores that have them: Urban Threads, the
 * showcase, and Fresh Basket with its branches. Seeded after the order history, which was
 * placed with the defaults (standard, express, pickup) as the shops then offered them.
 */
export async function seedDemoShipping(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  if (demo.subDomain !== 'urban-threads' && demo.subDomain !== 'fresh-basket') return;
  const urban = demo.subDomain === 'urban-threads';
  const own = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.storeId, storeId))
    .orderBy(asc(branches.name));
  const delivery = urban ? URBAN_DELIVERY : basketDelivery(own);
  const shipping = urban ? URBAN_SHIPPING : BASKET_SHIPPING;
  // Checked by the same schemas as the console's calls; a second apart, so they list in this order.
  const at = (i: number) => new Date(now.getTime() - (100 - i) * 1000);
  for (const [i, raw] of delivery.entries()) {
    const m = DELIVERY_METHOD.schemas.input.parse(raw);
    await tx.insert(deliveryMethods).values({
      storeId,
      name: m.name,
      kind: m.kind,
      active: m.active,
      branchId: m.branch_id,
      fee: m.fee,
      freeAbove: m.free_above,
      area: m.area,
      createdAt: at(i),
      updatedAt: at(i),
    });
  }
  for (const [i, raw] of shipping.entries()) {
    const m = SHIPPING_METHOD.schemas.input.parse(raw);
    await tx.insert(shippingMethods).values({
      storeId,
      name: m.name,
      active: m.active,
      zone: m.zone,
      rate: m.rate,
      createdAt: at(i),
      updatedAt: at(i),
    });
  }
}
