// The checkout's delivery choice as a pure function (shippingChoices in packages/shared): a
// store with 20 shipping zones (countries, regions, postcode lists and ranges; flat, weight and
// value rates), pickup at 3 branches and a local delivery by radius, for a cart of 50 lines.
// Prints µs per call for an address the first zone holds, one the last holds, and one none holds,
// then the checkout's whole total as the server computes it for such a cart: each of the 50 lines
// taxed by one of 3 tax classes at the address (GST split), priced, plus the delivery fee.
//   npx tsx bench/shipping-choice.ts        Settings: BENCH_CALLS (200000), BENCH_WARMUP (20000).
import { performance } from 'node:perf_hooks';
import {
  type DeliveryAddress,
  type DeliveryMethodConfig,
  type ShippingConfig,
  type ShippingMethodConfig,
  lineTaxRule,
  priceOrder,
  shippingChoices,
  type TaxSetup,
} from '@stallfront/shared';

const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20_000);
const KINDS = ['flat', 'weight', 'value'] as const;

const shipping: ShippingMethodConfig[] = Array.from({ length: 20 }, (_, i) => ({
  id: `zone-${i}`,
  name: `Zone ${i}`,
  active: true,
  zone: {
    countries: i % 5 === 4 ? ['US', 'GB', 'AE', 'SG'] : ['IN'],
    regions: i % 3 === 1 ? ['KA', 'Karnataka', 'TN', 'Tamil Nadu'] : [],
    // Ten patterns a zone: prefixes, single codes and ranges, 100 postcodes apart per zone.
    postcodes: Array.from({ length: 10 }, (_, j) => {
      const base = 100_000 + i * 20_000 + j * 1_000;
      return j % 3 === 0 ? `${base}-${base + 499}` : j % 3 === 1 ? `${String(base).slice(0, 4)}*` : String(base);
    }),
  },
  rate: {
    kind: KINDS[i % 3] as (typeof KINDS)[number],
    fee: 4_900,
    bands: [
      { min: 0, max: 999, fee: 4_900 },
      { min: 1_000, max: 4_999, fee: 9_900 },
      { min: 5_000, max: null, fee: 19_900 },
    ],
    free_above: i % 2 ? 500_000 : null,
  },
}));
const blank = { postcodes: [], radius_km: null, origin: null, points: [] };
const delivery: DeliveryMethodConfig[] = [
  { id: 'home', name: 'Home', active: true, kind: 'home', branch_id: null, fee: 0, free_above: null, area: blank },
  ...[0, 1, 2].map((b) => ({ ...(delivery0(`branch-${b}`) as DeliveryMethodConfig) })),
  {
    id: 'local',
    name: 'Local',
    active: true,
    kind: 'local',
    branch_id: null,
    fee: 3_000,
    free_above: 50_000,
    area: {
      postcodes: [],
      radius_km: 8,
      origin: { lat: 13.085, lng: 80.2101 },
      points: Array.from({ length: 50 }, (_, k) => ({ postcode: String(600_000 + k), lat: 13 + k / 100, lng: 80.2 })),
    },
  },
];
function delivery0(branch: string): DeliveryMethodConfig {
  return {
    id: `pickup-${branch}`,
    name: `Pickup ${branch}`,
    active: true,
    kind: 'pickup',
    branch_id: branch,
    fee: 0,
    free_above: null,
    area: blank,
  };
}
const config: ShippingConfig = {
  currency: 'INR',
  country: 'IN',
  features: ['store_pickup'],
  delivery,
  shipping,
  branches: [0, 1, 2].map((b) => ({ id: `branch-${b}`, name: `Branch ${b}` })),
};
const cart = {
  subtotal: 123_456,
  lines: Array.from({ length: 50 }, (_, k) => ({ quantity: 1 + (k % 3), weight: k % 7 ? 150 + k : null })),
};
const addresses: [string, DeliveryAddress][] = [
  ['first zone holds it', { country: 'IN', region: 'Kerala', postcode: '100250' }],
  ['last zone holds it', { country: 'IN', region: 'Karnataka', postcode: '460250' }],
  ['no zone holds it', { country: 'IN', region: 'Goa', postcode: '999999' }],
];

console.log(
  `shippingChoices: 20 zones (10 postcode patterns each), 3 pickups, 1 radius area, 50 lines; ${CALLS} calls each`,
);
for (const [what, address] of addresses) {
  let offered = 0;
  for (let i = 0; i < WARMUP; i++) offered += shippingChoices(config, cart, address).choices.length;
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) offered += shippingChoices(config, cart, address).choices.length;
  const us = ((performance.now() - start) * 1000) / CALLS;
  if (offered < 0) throw new Error('unreachable: the sum keeps the calls from being optimised away');
  const choices = shippingChoices(config, cart, address)
    .choices.map((c) => c.id)
    .join(', ');
  console.log(`  ${what.padEnd(20)} ${us.toFixed(2)} µs per call  (offers: ${choices || 'nothing'})`);
}

// The figure: the whole checkout total (tax by class and place, then the delivery fee).
const taxes: TaxSetup = {
  home: { country: 'IN', region: 'Tamil Nadu' },
  pricesIncludeTax: false,
  classes: [500, 1200, 1800].map((rate, k) => ({
    id: `class-${k}`,
    name: `GST ${rate / 100}%`,
    hsn_code: null,
    rates: [
      { country: 'IN', region: '', rate_bp: rate },
      { country: 'US', region: 'CA', rate_bp: 725 },
    ],
  })),
};
const lines = cart.lines.map((l, k) => ({
  unitPrice: 10_000 + k * 37,
  quantity: l.quantity,
  taxClassId: `class-${k % 3}`,
}));
function checkoutTotal(address: DeliveryAddress): number {
  const fee = shippingChoices(config, cart, address).choices[0]?.fee ?? 0;
  const priced = lines.map((l) => {
    const rule = lineTaxRule(taxes, l.taxClassId, address);
    return { ...l, taxRateBp: rule.rateBp, includedBp: rule.includedBp };
  });
  return priceOrder(priced, fee).total;
}
const address = addresses[1]?.[1] as DeliveryAddress;
let sum = 0;
for (let i = 0; i < WARMUP; i++) sum += checkoutTotal(address);
const started = performance.now();
for (let i = 0; i < CALLS; i++) sum += checkoutTotal(address);
const perCart = ((performance.now() - started) * 1000) / CALLS;
if (sum < 0) throw new Error('unreachable: the sum keeps the calls from being optimised away');
console.log(
  `checkout total: 50 lines, 3 tax classes, 20 shipping zones: ${perCart.toFixed(2)} µs per cart (total ${checkoutTotal(address)})`,
);
