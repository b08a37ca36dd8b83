import { z } from 'zod';
import { COUNTRY_CODES } from '../catalog/countries.js';
import { bandProblems, DELIVERY_KINDS, postcodePatternProblem, RATE_KINDS } from '../rules/shipping.js';
import { text } from './common.js';
import { moneyMinor } from './products.js';

/** The most entries a zone's or area's list holds. */
export const MAX_ZONE_ENTRIES = 200;

const postcodePattern = z
  .string({ error: 'Enter a postcode' })
  .trim()
  .max(30, '30 characters at most')
  .superRefine((value, ctx) => {
    const problem = postcodePatternProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const postcodePatterns = z.array(postcodePattern).max(MAX_ZONE_ENTRIES, `${MAX_ZONE_ENTRIES} at most`).default([]);

const countryOfZone = z
  .string({ error: 'Choose a country' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { error: (issue) => `Unknown country code “${issue.input}”` });

/** Where a shipping method delivers. */
export const shippingZone = z.object({
  countries: z
    .array(countryOfZone)
    .min(1, 'Choose at least one country')
    .max(MAX_ZONE_ENTRIES, `${MAX_ZONE_ENTRIES} countries at most`)
    .refine((codes) => new Set(codes).size === codes.length, 'A country is listed twice'),
  regions: z
    .array(text(100, { min: 1, required: 'Enter the region' }))
    .max(MAX_ZONE_ENTRIES)
    .default([]),
  postcodes: postcodePatterns,
});

const rateBand = z.object({
  min: z.number({ error: 'Enter the lowest amount' }).int('Enter a whole number').min(0, 'Cannot be below zero'),
  max: z
    .number({ error: 'Enter the highest amount' })
    .int('Enter a whole number')
    .min(0, 'Cannot be below zero')
    .nullable()
    .default(null),
  fee: moneyMinor,
});

/** A shipping method's price: flat, or bands by weight (grams) or items' value (minor units), free above an amount. */
export const shippingRate = z
  .object({
    kind: z.enum(RATE_KINDS, { error: 'Choose flat, by weight or by order value' }),
    fee: moneyMinor.default(0),
    bands: z.array(rateBand).max(20, '20 bands at most').default([]),
    free_above: moneyMinor.nullable().default(null),
  })
  .superRefine((rate, ctx) => {
    if (rate.kind === 'flat') return;
    if (rate.bands.length === 0) ctx.addIssue({ code: 'custom', path: ['bands'], message: 'Add at least one band' });
    rate.bands.forEach((band, i) => {
      if (band.max !== null && band.max < band.min) {
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'max'], message: 'The highest amount is below the lowest' });
      }
    });
    for (const problem of bandProblems(rate.bands)) {
      ctx.addIssue({ code: 'custom', path: ['bands', problem.index, 'min'], message: problem.message });
    }
  });

const latitude = z.number({ error: 'Enter the latitude' }).min(-90, 'From -90 to 90').max(90, 'From -90 to 90');
const longitude = z.number({ error: 'Enter the longitude' }).min(-180, 'From -180 to 180').max(180, 'From -180 to 180');

/** A local delivery's area: postcodes, or a radius around the store to the postcodes the merchant placed. */
export const localArea = z
  .object({
    postcodes: postcodePatterns,
    radius_km: z
      .number({ error: 'Enter the radius in km' })
      .positive('Enter more than 0 km')
      .max(500, '500 km at most')
      .nullable()
      .default(null),
    origin: z.object({ lat: latitude, lng: longitude }).nullable().default(null),
    points: z
      .array(
        z.object({
          postcode: text(20, { min: 1, required: 'Enter the postcode' }),
          lat: latitude,
          lng: longitude,
        }),
      )
      .max(MAX_ZONE_ENTRIES, `${MAX_ZONE_ENTRIES} places at most`)
      .default([]),
  })
  .superRefine((area, ctx) => {
    if (area.radius_km !== null && area.origin === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['origin'],
        message: 'Enter where the store is, to measure the radius from',
      });
    }
    if (area.radius_km !== null && area.points.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: 'Place at least one postcode, to measure the radius to',
      });
    }
  });

export const BLANK_LOCAL_AREA = { postcodes: [], radius_km: null, origin: null, points: [] };

export const deliveryKind = z.enum(DELIVERY_KINDS, { error: 'Choose home delivery, pickup or local delivery' });
