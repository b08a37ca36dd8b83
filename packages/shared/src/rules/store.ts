import { access, allOf } from './call-access.js';

/** The store's own settings: the owner, and staff granted settings. */
export const STORE_SETTINGS_ACCESS = access({ staff: allOf('settings') });

export const WEIGHT_UNITS = { kg: 'Kilograms (kg)', g: 'Grams (g)', lb: 'Pounds (lb)', oz: 'Ounces (oz)' } as const;
export type WeightUnit = keyof typeof WEIGHT_UNITS;
export const DIMENSION_UNITS = { cm: 'Centimetres (cm)', m: 'Metres (m)', in: 'Inches (in)', ft: 'Feet (ft)' } as const;
export type DimensionUnit = keyof typeof DIMENSION_UNITS;

/** How an order's number is written: a prefix, then the count padded with zeros to at least `padding` digits. */
export interface OrderNumberFormat {
  prefix: string;
  padding: number;
}
/** A store that never chose: plain numbers, as before the setting existed (#1001). */
export const PLAIN_ORDER_NUMBERS: OrderNumberFormat = { prefix: '', padding: 0 };
/** Orders are counted from here when a store has none yet. */
export const FIRST_ORDER_NUMBER = 1001;
export const MAX_ORDER_NUMBER = 2_000_000_000;

/** An order's number as the store writes it: ("UT-", 5) and 1042 give "UT-01042". */
export function formatOrderNumber(format: OrderNumberFormat, count: number): string {
  return `${format.prefix}${String(count).padStart(format.padding, '0')}`;
}

/**
 * Why a next order number cannot be chosen, or null: numbers already given are never given
 * again, so it may not go below the next one the counter would give.
 */
export function nextNumberProblem(chosen: number, counterNext: number): string | null {
  if (chosen >= counterNext) return null;
  return `Orders up to ${counterNext - 1} exist; choose ${counterNext} or more`;
}

const zones = new Set(Intl.supportedValuesOf('timeZone'));
zones.add('UTC');
/** Whether a time zone is an IANA name this runtime knows ("Asia/Kolkata", or its older alias Asia/Calcutta). */
export function isTimeZone(zone: string): boolean {
  if (zones.has(zone)) return true;
  // The list holds each zone's canonical name only; an alias is known when the formatter takes it.
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
/** The IANA zone names for a picker, in alphabetical order. */
export const TIME_ZONES: readonly string[] = [...zones].sort();

/** B2B stores: how long quoted prices hold when the store never chose. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

/** The day quoted prices hold until: `days` after `today` (both YYYY-MM-DD, the store's calendar). */
export function validUntilFrom(today: string, days: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Why a quote line's quantity is below the store's minimum order quantity, or null. */
export function belowMinimum(quantity: number, minimum: number, name: string): string | null {
  return quantity >= minimum ? null : `${name}: order at least ${minimum}`;
}
