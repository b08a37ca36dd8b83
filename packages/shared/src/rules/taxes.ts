import { ANY_MEMBER, access, anyOf } from './call-access.js';
import { gstStateOf } from './invoices.js';

/** Everyone of the store reads the tax classes (the product form picks one); the owner and settings staff change them. */
export const TAX_ACCESS = { read: ANY_MEMBER, write: access({ staff: anyOf('settings') }) };

/** A class's rate in one place: a whole country when `region` is blank, else one of its states or provinces. */
export interface TaxRate {
  country: string;
  region: string;
  /** Hundredths of a percent: 1800 is 18%. */
  rate_bp: number;
}

export interface TaxClass {
  id: string;
  name: string;
  /** India's HSN (goods) or SAC (services) code, printed on GST invoices. */
  hsn_code: string | null;
  rates: TaxRate[];
}

export interface TaxPlace {
  country: string;
  region: string;
}

/** A store's tax setup: where it is, whether its prices include tax, its classes. */
export interface TaxSetup {
  home: TaxPlace;
  pricesIncludeTax: boolean;
  classes: readonly TaxClass[];
}

/** One tax on a line as an invoice prints it: "CGST 2.5%", "IGST 5%", "VAT 20%". */
export interface TaxPart {
  name: string;
  rate_bp: number;
  amount: number;
}

/** How a line is taxed at its destination: the rate charged, the rate its price already holds, how the tax splits. */
export interface LineTaxRule {
  rateBp: number;
  /** The home rate a tax-inclusive price holds, taken out before the destination's rate is added. */
  includedBp: number;
  split: TaxSplit;
  hsnCode: string | null;
}

/** Indian GST within a state is half central (CGST), half state (SGST); between states or to a territory it is IGST. */
export type TaxSplit = 'cgst_sgst' | 'igst' | 'gst' | 'tax';

const placeKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Two regions are the same when they match once case and punctuation go, or name the same Indian state. */
function sameRegion(country: string, a: string, b: string): boolean {
  if (country === 'IN') {
    const [sa, sb] = [gstStateOf(a), gstStateOf(b)];
    if (sa && sb) return sa.code === sb.code;
  }
  return placeKey(a) !== '' && placeKey(a) === placeKey(b);
}

/** A class's rate at a place: its region's rate, else the country's, else none (the store does not collect tax there). */
export function rateAt(rates: readonly TaxRate[], place: TaxPlace): number | null {
  const country = place.country.toUpperCase();
  const inCountry = rates.filter((r) => r.country === country);
  const regional = inCountry.find((r) => r.region !== '' && sameRegion(country, r.region, place.region));
  return (regional ?? inCountry.find((r) => r.region === ''))?.rate_bp ?? null;
}

/**
 * How GST splits for an Indian seller: a supply within its own state is CGST + SGST, one to
 * another state (or one whose state we cannot tell) is IGST. Elsewhere tax is one line, named
 * GST where the country calls it that and Tax otherwise.
 */
export function taxSplitFor(home: TaxPlace, destination: TaxPlace): TaxSplit {
  if (home.country !== 'IN') return ['AU', 'NZ', 'SG', 'CA', 'MY'].includes(home.country) ? 'gst' : 'tax';
  const [from, to] = [gstStateOf(home.region), gstStateOf(destination.region)];
  return from && to && from.code === to.code ? 'cgst_sgst' : 'igst';
}

/** The rule for a product of this class sent to this place. A product without a class carries no tax. */
export function lineTaxRule(setup: TaxSetup, classId: string | null, destination: TaxPlace): LineTaxRule {
  const taxClass = classId ? setup.classes.find((c) => c.id === classId) : undefined;
  const rates = taxClass?.rates ?? [];
  const homeRate = rateAt(rates, setup.home) ?? 0;
  return {
    rateBp: rateAt(rates, destination) ?? 0,
    includedBp: setup.pricesIncludeTax ? homeRate : 0,
    split: taxSplitFor(setup.home, destination),
    hsnCode: taxClass?.hsn_code ?? null,
  };
}

/** Tax on an amount before tax, rounded half up to a whole minor unit. */
export const taxOn = (amount: number, rateBp: number): number => Math.floor((amount * rateBp + 5_000) / 10_000);

/**
 * A line's amount before tax and its tax. A tax-inclusive price first gives up the home rate it
 * holds; when the destination's rate is the same, the shopper pays exactly the price shown.
 */
export function taxLine(
  amount: number,
  rule: Pick<LineTaxRule, 'rateBp' | 'includedBp'>,
): { net: number; tax: number } {
  if (rule.includedBp === 0) return { net: amount, tax: taxOn(amount, rule.rateBp) };
  const net = Math.floor((amount * 10_000 + Math.floor((10_000 + rule.includedBp) / 2)) / (10_000 + rule.includedBp));
  return { net, tax: rule.rateBp === rule.includedBp ? amount - net : taxOn(net, rule.rateBp) };
}

/**
 * A line's tax as the invoice prints it. CGST and SGST share the line's tax, the odd minor unit
 * to CGST, so the parts always add up to the tax charged whatever the split.
 */
export function taxParts(tax: number, rateBp: number, split: TaxSplit): TaxPart[] {
  if (rateBp === 0) return [];
  if (split === 'cgst_sgst') {
    const sgst = Math.floor(tax / 2);
    return [
      { name: 'CGST', rate_bp: rateBp / 2, amount: tax - sgst },
      { name: 'SGST', rate_bp: rateBp / 2, amount: sgst },
    ];
  }
  const name = { igst: 'IGST', gst: 'GST', tax: 'Tax' }[split];
  return [{ name, rate_bp: rateBp, amount: tax }];
}

/** The invoice's tax summary: each part's name and rate once, with what it taxed and its tax. */
export function taxSummary(lines: readonly { net: number; parts: readonly TaxPart[] }[]) {
  const byPart = new Map<string, { name: string; rate_bp: number; taxable: number; tax: number }>();
  for (const line of lines) {
    for (const part of line.parts) {
      const key = `${part.name} ${part.rate_bp}`;
      const entry = byPart.get(key) ?? { name: part.name, rate_bp: part.rate_bp, taxable: 0, tax: 0 };
      entry.taxable += line.net;
      entry.tax += part.amount;
      byPart.set(key, entry);
    }
  }
  return [...byPart.values()].sort((a, b) => a.name.localeCompare(b.name) || a.rate_bp - b.rate_bp);
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes DisplayNames knows that are not countries. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

/** Whether a two-letter code is an ISO 3166 country (from the runtime's own list). */
export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && REGION_NAMES.of(code) !== undefined;

/** A class's rate list refused when two rows name the same place. */
export function duplicateRate(rates: readonly TaxPlace[]): number | null {
  const seen = new Set<string>();
  for (const [i, r] of rates.entries()) {
    const key = `${r.country}|${placeKey(r.region)}`;
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return null;
}
