import { currencyDigits, formatMoney } from './money.js';

/** A currency the shop shows besides the store's own: units of it per 1 unit of the store's currency. */
export interface DisplayRate {
  code: string;
  rate: number;
}

let knownCodes: Set<string> | null = null;

/** ISO 4217 codes the platform's Intl knows (Intl formats any three letters, so the list decides). */
export function isKnownCurrency(code: string): boolean {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCodes.has(code);
}

/**
 * A minor-unit amount of the store's currency in minor units of another, rounded half away from
 * zero to that currency's digits (JPY whole yen, KWD fils). The product is first cut to 12
 * significant digits so binary noise (1.005 stored as 1.00499…) does not round down.
 */
export function convertMinor(amount: number, from: string, to: DisplayRate): number {
  const scale = 10 ** (currencyDigits(to.code) - currencyDigits(from));
  const exact = Number((amount * to.rate * scale).toPrecision(12));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** The converted price for people, marked as an estimate: "≈ $12.00". */
export function convertedText(amount: number, from: string, to: DisplayRate): string {
  return `≈ ${formatMoney(convertMinor(amount, from, to), to.code)}`;
}
