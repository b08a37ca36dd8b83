import { access } from './call-access.js';
import { currencyDigits } from './money.js';

/** The delivery and shipping settings are the owner's. */
export const SHIPPING_ACCESS = { read: access(), write: access() };

/** How a shopper gets the order: delivered to the address (priced by the shipping methods), picked up, or a local run. */
export const DELIVERY_KINDS = ['home', 'pickup', 'local'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** How a shipping method's fee is found: one fee, or a band by the cart's weight (grams) or its value (minor units). */
export const RATE_KINDS = ['flat', 'weight', 'value'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** From `min` to `max` inclusive (grams or minor units; no `max`: and above), this fee. */
export interface RateBand {
  min: number;
  max: number | null;
  fee: number;
}

/** Where a shipping method delivers: any of the countries, narrowed by regions and postcodes when given. */
export interface ShippingZone {
  countries: string[];
  /** Region names or codes as shoppers type them ("KA", "Karnataka"); empty: the whole countries. */
  regions: string[];
  /** Postcode patterns: `560001`, a prefix `560*`, a range `560001-560099`; empty: every postcode. */
  postcodes: string[];
}

export interface ShippingRate {
  kind: RateKind;
  /** The fee of a flat rate, in minor units. */
  fee: number;
  /** The bands of a weight or value rate. */
  bands: RateBand[];
  /** Items worth this much (minor units) or more ship free; null: never. */
  free_above: number | null;
}

/** A shipping method (/setting/shipping-methods): a zone and its rate. */
export interface ShippingMethodConfig {
  id: string;
  name: string;
  active: boolean;
  zone: ShippingZone;
  rate: ShippingRate;
}

/** A local delivery's area: postcodes, or a radius around the store measured to postcodes the merchant placed. */
export interface LocalArea {
  postcodes: string[];
  radius_km: number | null;
  origin: { lat: number; lng: number } | null;
  /** Where the merchant's postcodes are (no geocoding service is reached: they type them once). */
  points: { postcode: string; lat: number; lng: number }[];
}

/** A delivery method (/setting/delivery-methods). */
export interface DeliveryMethodConfig {
  id: string;
  name: string;
  active: boolean;
  kind: DeliveryKind;
  /** A pickup's branch; null: the store's own address. */
  branch_id: string | null;
  /** A pickup's or local delivery's fee in minor units (home delivery is priced by the shipping methods). */
  fee: number;
  free_above: number | null;
  area: LocalArea;
}

/** Everything the checkout's choice depends on besides the cart and the address. */
export interface ShippingConfig {
  currency: string;
  /** The store's own country: local delivery and pickup are there. */
  country: string;
  features: readonly string[];
  /** The store's delivery methods; none configured: home delivery, and pickup with store_pickup. */
  delivery: DeliveryMethodConfig[];
  /** The store's shipping methods; none configured: free standard and express for 10, everywhere. */
  shipping: ShippingMethodConfig[];
  /** The store's branches that still exist (a pickup at another is not offered). */
  branches: { id: string; name: string }[];
}

export interface ShippingCart {
  /** The items after their bundle savings, before the coupon and tax (minor units). */
  subtotal: number;
  /** Grams per unit (null: not weighed, counted as 0). */
  lines: { quantity: number; weight: number | null }[];
}

export interface DeliveryAddress {
  country: string;
  region: string;
  postcode: string;
}

/** One delivery choice at checkout: its id is what the form sends and the order keeps, with its label. */
export interface ShippingChoice {
  id: string;
  kind: 'ship' | DeliveryKind;
  label: string;
  /** Whole minor units of the store's currency. */
  fee: number;
}

export interface ShippingAnswer {
  choices: ShippingChoice[];
  /** Why nothing is offered, in the shopper's words; null when something is. */
  problem: string | null;
}

/** The ids of the choices a store that configured nothing offers: the checkout's first three methods. */
export const DEFAULT_DELIVERY_IDS = ['standard', 'express', 'pickup'] as const;

const BLANK_AREA: LocalArea = { postcodes: [], radius_km: null, origin: null, points: [] };
const everywhere = (name: string, id: string, fee: number): ShippingMethodConfig => ({
  id,
  name,
  active: true,
  zone: { countries: [], regions: [], postcodes: [] },
  rate: { kind: 'flat', fee, bands: [], free_above: null },
});

/**
 * What a store that configured nothing offers (the checkout's first behaviour, kept for every
 * existing store): free standard delivery and express for 10 in the store's currency anywhere,
 * and pickup in store with the store_pickup feature.
 */
export function defaultShipping(currency: string): ShippingMethodConfig[] {
  return [
    everywhere('Standard delivery (3-5 days)', 'standard', 0),
    everywhere('Express delivery (1-2 days)', 'express', 10 * 10 ** currencyDigits(currency)),
  ];
}
export function defaultDelivery(): DeliveryMethodConfig[] {
  const base = { active: true, branch_id: null, fee: 0, free_above: null, area: BLANK_AREA };
  return [
    { ...base, id: 'home', name: 'Home delivery', kind: 'home' },
    { ...base, id: 'pickup', name: 'Pick up in store', kind: 'pickup' },
  ];
}

/** A postcode as compared: upper case, no spaces. */
export const normalPostcode = (postcode: string) => postcode.toUpperCase().replace(/\s+/g, '');
const normalRegion = (region: string) => region.trim().toLowerCase();

const RANGE = /^(\d+)-(\d+)$/;
const PATTERN = /^[A-Z0-9-]+\*?$/;

/** What is wrong with a postcode pattern, or null: `560001`, `560*`, `560001-560099`. */
export function postcodePatternProblem(pattern: string): string | null {
  const p = normalPostcode(pattern);
  if (p === '') return 'Enter a postcode, a prefix like 560* or a range like 560001-560099';
  if (!PATTERN.test(p)) return `“${pattern}”: letters, digits and a hyphen only, with * only at the end`;
  const range = RANGE.exec(p);
  if (range) {
    const [, from = '', to = ''] = range;
    if (from.length !== to.length) return `The range ${p}: both ends need the same number of digits`;
    if (Number(from) > Number(to)) return `The range ${p} runs backwards: write the lower postcode first`;
  }
  return null;
}

type CompiledPattern =
  | { kind: 'prefix'; head: string }
  | { kind: 'range'; from: number; to: number; digits: number }
  | { kind: 'exact'; code: string };

/** Patterns as matched, kept by their text: a checkout tries the same few hundred again and again. */
const compiled = new Map<string, CompiledPattern>();
function compile(pattern: string): CompiledPattern {
  let known = compiled.get(pattern);
  if (known) return known;
  const p = normalPostcode(pattern);
  const range = RANGE.exec(p);
  if (p.endsWith('*')) known = { kind: 'prefix', head: p.slice(0, -1) };
  else if (range && range[1]?.length === range[2]?.length) {
    known = { kind: 'range', from: Number(range[1]), to: Number(range[2]), digits: range[1]?.length ?? 0 };
  } else known = { kind: 'exact', code: p };
  if (compiled.size > 10_000) compiled.clear();
  compiled.set(pattern, known);
  return known;
}

/** Whether a normalised postcode fits a pattern: the same, starting with a prefix, or (its leading digits) in a range. */
function fits(pattern: string, code: string): boolean {
  if (code === '') return false;
  const c = compile(pattern);
  if (c.kind === 'prefix') return code.startsWith(c.head);
  if (c.kind === 'exact') return code === c.code;
  // A ZIP+4 (10001-1234) falls in a range of five-digit ZIPs by its first five digits.
  const head = code.slice(0, c.digits);
  if (head.length !== c.digits || !/^\d+$/.test(head) || /^\d/.test(code.slice(c.digits))) return false;
  const n = Number(head);
  return n >= c.from && n <= c.to;
}

/** Whether a postcode fits a pattern: `560001`, a prefix `560*`, a range `560001-560099`. */
export const postcodeMatches = (pattern: string, postcode: string) => fits(pattern, normalPostcode(postcode));

export function zoneMatches(zone: ShippingZone, address: DeliveryAddress): boolean {
  const country = address.country.toUpperCase();
  if (zone.countries.length > 0 && !zone.countries.includes(country)) return false;
  if (zone.regions.length > 0) {
    const region = normalRegion(address.region);
    if (!zone.regions.some((r) => normalRegion(r) === region)) return false;
  }
  if (zone.postcodes.length === 0) return true;
  const code = normalPostcode(address.postcode);
  return zone.postcodes.some((p) => fits(p, code));
}

/** The fee of a rate for a cart, or null when no band holds it (the method is then not offered). */
export function rateFee(rate: ShippingRate, subtotal: number, weight: number): number | null {
  if (rate.free_above !== null && subtotal >= rate.free_above) return 0;
  if (rate.kind === 'flat') return rate.fee;
  const measure = rate.kind === 'weight' ? weight : subtotal;
  const band = rate.bands.find((b) => measure >= b.min && (b.max === null || measure <= b.max));
  return band ? band.fee : null;
}

/** Kilometres between two points on the Earth (haversine, mean radius). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A local area's placed postcodes by their normalised code, kept with the list they came from. */
const places = new WeakMap<LocalArea['points'], Map<string, { lat: number; lng: number }>>();
function placesOf(points: LocalArea['points']) {
  let found = places.get(points);
  if (!found) {
    found = new Map(points.map((p) => [normalPostcode(p.postcode), p]));
    places.set(points, found);
  }
  return found;
}

/** Whether a local delivery reaches an address: its postcodes, or a placed postcode within the radius. */
export function localReaches(area: LocalArea, address: DeliveryAddress): boolean {
  const code = normalPostcode(address.postcode);
  if (area.postcodes.some((p) => fits(p, code))) return true;
  if (area.radius_km === null || area.origin === null) return false;
  const point = placesOf(area.points).get(code);
  return point !== undefined && distanceKm(area.origin, point) <= area.radius_km;
}

const cartWeight = (cart: ShippingCart) => cart.lines.reduce((n, l) => n + l.quantity * (l.weight ?? 0), 0);
const freeOr = (fee: number, freeAbove: number | null, subtotal: number) =>
  freeAbove !== null && subtotal >= freeAbove ? 0 : fee;

/**
 * The delivery choices a shop offers a cart going to an address, each with its fee: home
 * delivery by every active shipping method whose zone holds the address and whose rate holds
 * the cart, pickup at each branch that still exists (with store_pickup), local delivery where
 * its area reaches. In the store's order; nothing offered says why.
 */
export function shippingChoices(config: ShippingConfig, cart: ShippingCart, address: DeliveryAddress): ShippingAnswer {
  const delivery = config.delivery.length > 0 ? config.delivery : defaultDelivery();
  const shipping = config.shipping.length > 0 ? config.shipping : defaultShipping(config.currency);
  const weight = cartWeight(cart);
  const sameCountry = address.country.toUpperCase() === config.country.toUpperCase();
  const choices: ShippingChoice[] = [];
  for (const method of delivery) {
    if (!method.active) continue;
    if (method.kind === 'home') {
      for (const ship of shipping) {
        if (!ship.active || !zoneMatches(ship.zone, address)) continue;
        const fee = rateFee(ship.rate, cart.subtotal, weight);
        if (fee !== null) choices.push({ id: ship.id, kind: 'ship', label: ship.name, fee });
      }
    } else if (method.kind === 'pickup') {
      if (!config.features.includes('store_pickup')) continue;
      if (method.branch_id !== null && !config.branches.some((b) => b.id === method.branch_id)) continue;
      choices.push({
        id: method.id,
        kind: 'pickup',
        label: method.name,
        fee: freeOr(method.fee, method.free_above, cart.subtotal),
      });
    } else if (sameCountry && localReaches(method.area, address)) {
      choices.push({
        id: method.id,
        kind: 'local',
        label: method.name,
        fee: freeOr(method.fee, method.free_above, cart.subtotal),
      });
    }
  }
  if (choices.length > 0) return { choices, problem: null };
  const where = [address.postcode.trim(), address.country.toUpperCase()].filter(Boolean).join(', ');
  return {
    choices,
    problem:
      address.postcode.trim() === ''
        ? 'Enter your postal code to see the delivery options.'
        : `We do not deliver to ${where}. Try another address.`,
  };
}

/** Overlapping bands of a rate: each later band (by min) that starts at or before the one below it ends. */
export function bandProblems(bands: readonly RateBand[]): { index: number; message: string }[] {
  const order = bands.map((band, index) => ({ band, index })).sort((a, b) => a.band.min - b.band.min);
  const problems: { index: number; message: string }[] = [];
  for (let i = 1; i < order.length; i++) {
    const below = order[i - 1] as (typeof order)[number];
    const here = order[i] as (typeof order)[number];
    if (below.band.max === null || here.band.min <= below.band.max) {
      const upTo = below.band.max === null ? 'and above' : `to ${below.band.max}`;
      problems.push({ index: here.index, message: `Overlaps the band from ${below.band.min} ${upTo}` });
    }
  }
  return problems;
}

/** The defaults' names, for orders placed before an order kept the name of its delivery. */
const DEFAULT_LABELS: Record<string, string> = {
  standard: 'Standard delivery (3-5 days)',
  express: 'Express delivery (1-2 days)',
  pickup: 'Pick up in store',
};

/** What an order's delivery was called: as charged, or for an older order its default's name. */
export const deliveryLabelOf = (method: string, label: string | null) => label ?? DEFAULT_LABELS[method] ?? method;
