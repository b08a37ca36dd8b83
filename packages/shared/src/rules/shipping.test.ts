import { describe, expect, it } from 'vitest';
import { localArea, shippingRate, shippingZone } from '../schemas/shipping.js';
import {
  type DeliveryMethodConfig,
  distanceKm,
  postcodeMatches,
  postcodePatternProblem,
  type ShippingConfig,
  type ShippingMethodConfig,
  shippingChoices,
} from './shipping.js';

const area = { postcodes: [], radius_km: null, origin: null, points: [] };
const ship = (
  id: string,
  zone: Partial<ShippingMethodConfig['zone']>,
  rate: Partial<ShippingMethodConfig['rate']> = {},
) =>
  ({
    id,
    name: id,
    active: true,
    zone: { countries: [], regions: [], postcodes: [], ...zone },
    rate: { kind: 'flat', fee: 500, bands: [], free_above: null, ...rate },
  }) as ShippingMethodConfig;
const home: DeliveryMethodConfig = {
  id: 'h',
  name: 'Home',
  active: true,
  kind: 'home',
  branch_id: null,
  fee: 0,
  free_above: null,
  area,
};
const pickupAt = (branch: string | null, id = 'p'): DeliveryMethodConfig => ({
  ...home,
  id,
  name: `Pick up ${branch ?? 'here'}`,
  kind: 'pickup',
  branch_id: branch,
});

const config = (over: Partial<ShippingConfig> = {}): ShippingConfig => ({
  currency: 'INR',
  country: 'IN',
  features: ['store_pickup'],
  delivery: [home],
  shipping: [],
  branches: [{ id: 'b1', name: 'Anna Nagar' }],
  ...over,
});
const cart = (subtotal = 10_000, weight: number | null = 0) => ({ subtotal, lines: [{ quantity: 1, weight }] });
const at = (country: string, postcode = '560001', region = '') => ({ country, region, postcode });
const offered = (c: ShippingConfig, crt = cart(), address = at('IN')) =>
  shippingChoices(c, crt, address).choices.map((o) => `${o.id}:${o.fee}`);

describe('shippingChoices', () => {
  const IN = ship('india', { countries: ['IN'] });
  const KA = ship('karnataka', { countries: ['IN'], regions: ['KA', 'Karnataka'] });
  const BLR = ship('bengaluru', { countries: ['IN'], postcodes: ['560001-560099'] });
  const CHN = ship('chennai', { countries: ['IN'], postcodes: ['600*'] });
  const US = ship('us', { countries: ['US'] });
  const cases: [string, ShippingMethodConfig[], ReturnType<typeof at>, string[]][] = [
    ['country matches', [IN, US], at('IN'), ['india:500']],
    ['country in lower case', [IN, US], at('us'), ['us:500']],
    ['region by code', [KA], at('IN', '560001', 'ka'), ['karnataka:500']],
    ['region by name', [KA], at('IN', '560001', ' Karnataka '), ['karnataka:500']],
    ['another region', [KA], at('IN', '560001', 'Tamil Nadu'), []],
    ['postcode in range', [BLR], at('IN', '560 050'), ['bengaluru:500']],
    ['postcode at the range ends', [BLR], at('IN', '560099'), ['bengaluru:500']],
    ['postcode past the range', [BLR], at('IN', '560100'), []],
    ['postcode by prefix', [CHN, BLR], at('IN', '600040'), ['chennai:500']],
    ['postcode in the right country only', [BLR], at('US', '560050'), []],
    ['no zone holds the address', [IN], at('GB', 'SW1A 1AA'), []],
  ];
  it.each(cases)('%s', (_name, shipping, address, expected) => {
    expect(offered(config({ shipping, features: [] }), cart(), address)).toEqual(expected);
  });

  it('prices by weight bands, and offers nothing where no band holds the cart', () => {
    const bands = [
      { min: 0, max: 500, fee: 4000 },
      { min: 501, max: 2000, fee: 8000 },
    ];
    const c = config({ shipping: [ship('w', { countries: ['IN'] }, { kind: 'weight', bands })], features: [] });
    expect(offered(c, cart(10_000, 500))).toEqual(['w:4000']);
    expect(offered(c, { subtotal: 10_000, lines: [{ quantity: 3, weight: 400 }] })).toEqual(['w:8000']);
    expect(offered(c, cart(10_000, 2001))).toEqual([]);
    // An unweighed product counts as nothing.
    expect(offered(c, { subtotal: 1, lines: [{ quantity: 5, weight: null }] })).toEqual(['w:4000']);
  });

  it('prices by order value, and an open-ended top band', () => {
    const bands = [
      { min: 0, max: 49_999, fee: 9900 },
      { min: 50_000, max: null, fee: 4900 },
    ];
    const c = config({ shipping: [ship('v', { countries: ['IN'] }, { kind: 'value', bands })], features: [] });
    expect(offered(c, cart(49_999))).toEqual(['v:9900']);
    expect(offered(c, cart(1_000_000))).toEqual(['v:4900']);
  });

  it('ships free from the free-above amount', () => {
    const c = config({ shipping: [ship('f', { countries: ['IN'] }, { fee: 7500, free_above: 99_900 })], features: [] });
    expect(offered(c, cart(99_899))).toEqual(['f:7500']);
    expect(offered(c, cart(99_900))).toEqual(['f:0']);
  });

  it('skips a method that is turned off', () => {
    const c = config({ shipping: [{ ...IN, active: false }, US], features: [] });
    expect(shippingChoices(c, cart(), at('IN')).problem).toBe('We do not deliver to 560001, IN. Try another address.');
  });

  it('says why nothing is offered: no zone, or no postcode yet', () => {
    const c = config({ shipping: [BLR], features: [] });
    expect(shippingChoices(c, cart(), at('IN', '110001'))).toEqual({
      choices: [],
      problem: 'We do not deliver to 110001, IN. Try another address.',
    });
    expect(shippingChoices(c, cart(), at('IN', '')).problem).toBe(
      'Enter your postal code to see the delivery options.',
    );
  });

  it('offers pickup at a branch that exists, and not at one that is gone', () => {
    const c = config({ delivery: [pickupAt('b1', 'p1'), pickupAt('gone', 'p2'), pickupAt(null, 'p3')] });
    expect(offered(c, cart(), at('GB', 'SW1A 1AA'))).toEqual(['p1:0', 'p3:0']);
    expect(offered({ ...c, features: [] })).toEqual([]);
  });

  it('delivers locally to postcodes, and within the radius to placed postcodes', () => {
    const local: DeliveryMethodConfig = {
      ...home,
      id: 'l',
      kind: 'local',
      fee: 3000,
      free_above: 50_000,
      area: {
        postcodes: ['600040'],
        radius_km: 10,
        origin: { lat: 13.0827, lng: 80.2707 }, // Chennai Central
        points: [
          { postcode: '600017', lat: 13.0418, lng: 80.2341 }, // T Nagar, about 6 km
          { postcode: '603103', lat: 12.7904, lng: 80.2217 }, // Kelambakkam, about 33 km
        ],
      },
    };
    const c = config({ delivery: [local] });
    expect(offered(c, cart(), at('IN', '600040'))).toEqual(['l:3000']);
    expect(offered(c, cart(), at('IN', '600017'))).toEqual(['l:3000']);
    expect(offered(c, cart(60_000), at('IN', '600017'))).toEqual(['l:0']);
    expect(offered(c, cart(), at('IN', '603103'))).toEqual([]);
    expect(offered(c, cart(), at('IN', '600018'))).toEqual([]); // not placed: not measured
    expect(offered(c, cart(), at('LK', '600040'))).toEqual([]); // local means the store's country
  });

  it('keeps the old choices for a store that configured nothing', () => {
    const none = config({ delivery: [], shipping: [], currency: 'USD' });
    expect(offered(none, cart(), at('FR', '75001'))).toEqual(['standard:0', 'express:1000', 'pickup:0']);
    expect(offered({ ...none, currency: 'JPY', features: [] }, cart(), at('JP', '100-0001'))).toEqual([
      'standard:0',
      'express:10',
    ]);
  });

  it('prices home delivery by the default rates until shipping methods exist', () => {
    const local: DeliveryMethodConfig = {
      ...home,
      id: 'l',
      kind: 'local',
      fee: 100,
      area: { ...area, postcodes: ['6*'] },
    };
    expect(offered(config({ delivery: [local, home] }), cart(), at('IN', '600001'))).toEqual([
      'l:100',
      'standard:0',
      'express:1000',
    ]);
  });
});

describe('postcode patterns', () => {
  it.each([
    ['560001', '560001', true],
    ['SW1A 1AA', 'sw1a1aa', true],
    ['560*', '560102', true],
    ['560*', '561000', false],
    ['10000-10299', '10001-1234', true],
    ['10000-10299', '102999', false],
    ['10000-10299', 'A1000', false],
  ])('%s holds %s: %s', (pattern, postcode, expected) => {
    expect(postcodeMatches(pattern, postcode)).toBe(expected);
  });

  it('refuses a backwards range, uneven ends and stray characters', () => {
    expect(postcodePatternProblem('560099-560001')).toBe(
      'The range 560099-560001 runs backwards: write the lower postcode first',
    );
    expect(postcodePatternProblem('5600-560099')).toMatch(/same number of digits/);
    expect(postcodePatternProblem('56*0')).toMatch(/\* only at the end/);
    expect(postcodePatternProblem('560001-560099')).toBeNull();
  });

  it('measures kilometres on the globe', () => {
    expect(Math.round(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }))).toBe(344);
  });
});

describe('the settings schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('refuses an unknown country code and a backwards range, on their field', () => {
    expect(issues(shippingZone.safeParse({ countries: ['IN', 'XX'], postcodes: ['560099-560001'] }))).toEqual([
      'countries.1: Unknown country code “XX”',
      'postcodes.0: The range 560099-560001 runs backwards: write the lower postcode first',
    ]);
    expect(shippingZone.parse({ countries: ['in'] })).toEqual({ countries: ['IN'], regions: [], postcodes: [] });
  });

  it('refuses negative rates and overlapping weight bands', () => {
    expect(issues(shippingRate.safeParse({ kind: 'flat', fee: -1 }))).toEqual(['fee: Cannot be below zero']);
    const bands = [
      { min: 0, max: 1000, fee: 100 },
      { min: 1000, max: 2000, fee: 200 },
      { min: 3000, max: 2500, fee: -5 },
    ];
    expect(issues(shippingRate.safeParse({ kind: 'weight', bands }))).toEqual([
      'bands.2.fee: Cannot be below zero',
      'bands.2.max: The highest amount is below the lowest',
      'bands.1.min: Overlaps the band from 0 to 1000',
    ]);
    expect(issues(shippingRate.safeParse({ kind: 'weight', bands: bands.slice(0, 2) }))).toEqual([
      'bands.1.min: Overlaps the band from 0 to 1000',
    ]);
    expect(issues(shippingRate.safeParse({ kind: 'value', bands: [] }))).toEqual(['bands: Add at least one band']);
  });

  it('asks where the store is for a radius', () => {
    expect(issues(localArea.safeParse({ radius_km: 5 }))).toEqual([
      'origin: Enter where the store is, to measure the radius from',
      'points: Place at least one postcode, to measure the radius to',
    ]);
  });
});
