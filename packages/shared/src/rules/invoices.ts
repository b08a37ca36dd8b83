import { dayIn } from './bookings.js';

/**
 * The year an invoice is numbered in, by the day it was issued in the store's time zone: India's
 * financial year runs April to March ("2026-27"); elsewhere the calendar year ("2026").
 */
export function invoiceYearLabel(issued: Date, timeZone: string, country: string): string {
  const [year, month] = dayIn(issued, timeZone).split('-').map(Number) as [number, number];
  if (country.toUpperCase() !== 'IN') return String(year);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST rule 46(b): an Indian invoice number is at most 16 characters. */
const GST_NUMBER_MAX = 16;

/**
 * "INV/2026-27/0001": the year's label and its count, four digits at least. Past 9,999 an Indian
 * number drops its prefix to stay within GST's 16 characters ("2026-27/10000").
 */
export function formatInvoiceNumber(yearLabel: string, count: number): string {
  const number = `INV/${yearLabel}/${String(count).padStart(4, '0')}`;
  return number.length > GST_NUMBER_MAX && yearLabel.includes('-') ? number.slice(4) : number;
}

/** The store counter that numbers a year's invoices. */
export const invoiceCounter = (yearLabel: string) => `invoice:${yearLabel}` as const;

const VAT_COUNTRIES = new Set([
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'BE',
  'LU',
  'AT',
  'PT',
  'PL',
  'SE',
  'DK',
  'FI',
  'CZ',
  'SK',
  'SI',
  'HU',
  'RO',
  'BG',
  'HR',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'ZA',
]);
const TAX_ID_LABELS: Record<string, string> = {
  IN: 'GSTIN',
  AE: 'TRN',
  SA: 'VAT No.',
  AU: 'ABN',
  NZ: 'GST No.',
  SG: 'GST Reg. No.',
  MY: 'SST No.',
  CA: 'GST/HST No.',
};

/** What the seller's tax id is called on an invoice of a store in this country. */
export function taxIdLabel(country: string): string {
  const code = country.toUpperCase();
  return TAX_ID_LABELS[code] ?? (VAT_COUNTRIES.has(code) ? 'VAT No.' : 'Tax ID');
}

/** India's states and union territories with their GST state codes. */
const GST_STATES: [code: string, name: string][] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];
const ALIASES: Record<string, string> = {
  newdelhi: 'delhi',
  nctofdelhi: 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  uttaranchal: 'uttarakhand',
};
const key = (name: string) => {
  const k = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return ALIASES[k] ?? k;
};
const BY_NAME = new Map(GST_STATES.map(([code, name]) => [key(name), { code, name }]));

const BY_CODE = new Map(GST_STATES.map(([code, name]) => [code, { code, name }]));
/** The state a GSTIN is registered in: its first two digits. */
export const gstStateOfGstin = (gstin: string) => BY_CODE.get(gstin.slice(0, 2)) ?? null;

/** An Indian state as a shopper typed it ("tamil nadu", "Orissa"), with its GST code; null when not one. */
export const gstStateOf = (typed: string) => BY_NAME.get(key(typed)) ?? null;

/**
 * Where a supply to this address takes place, as an Indian invoice prints it: the buyer's state
 * with its code ("Tamil Nadu (33)"), the state or city as typed when it is not one we know, and
 * "Outside India (96)" for a buyer abroad.
 */
export function placeOfSupply(address: { region: string; city: string; country: string }): string {
  if (address.country.toUpperCase() !== 'IN') return 'Outside India (96)';
  const state = gstStateOf(address.region);
  if (state) return `${state.name} (${state.code})`;
  return address.region.trim() || address.city.trim();
}

/**
 * Whether printing this order's invoice gives it a number: an order whose payment failed was
 * never a sale, and a vendor's copy of a shared order holds only its lines, so neither is the
 * store's invoice. Everything else is, cancelled orders too (a number is never taken back).
 */
export const takesInvoiceNumber = (order: { status: string; partial: boolean }) =>
  order.status !== 'inactive' && !order.partial;
