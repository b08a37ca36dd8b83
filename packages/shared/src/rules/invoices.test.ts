import { describe, expect, it } from 'vitest';
import { lineOptionsText } from './addons.js';
import {
  formatInvoiceNumber,
  gstStateOf,
  invoiceYearLabel,
  placeOfSupply,
  takesInvoiceNumber,
  taxIdLabel,
} from './invoices.js';

describe('invoiceYearLabel', () => {
  const kolkata = 'Asia/Kolkata';
  it('runs an Indian financial year from April to March', () => {
    expect(invoiceYearLabel(new Date('2026-04-01T00:00:00+05:30'), kolkata, 'IN')).toBe('2026-27');
    expect(invoiceYearLabel(new Date('2027-03-31T23:59:00+05:30'), kolkata, 'IN')).toBe('2026-27');
    expect(invoiceYearLabel(new Date('2027-01-15T12:00:00+05:30'), kolkata, 'in')).toBe('2026-27');
    expect(invoiceYearLabel(new Date('2099-06-01T12:00:00+05:30'), kolkata, 'IN')).toBe('2099-00');
  });

  it("takes the day in the store's time zone, not UTC's", () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India: the new year.
    expect(invoiceYearLabel(new Date('2027-03-31T20:00:00Z'), kolkata, 'IN')).toBe('2027-28');
    expect(invoiceYearLabel(new Date('2027-03-31T20:00:00Z'), 'UTC', 'IN')).toBe('2026-27');
  });

  it('is the calendar year elsewhere', () => {
    expect(invoiceYearLabel(new Date('2026-03-31T12:00:00Z'), 'Europe/London', 'GB')).toBe('2026');
    expect(invoiceYearLabel(new Date('2026-12-31T23:30:00Z'), 'Asia/Dubai', 'AE')).toBe('2027');
  });
});

describe('formatInvoiceNumber', () => {
  it('writes the prefix, the year and a count of four digits at least', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('INV/2026-27/0001');
    expect(formatInvoiceNumber('2026-27', 9999)).toBe('INV/2026-27/9999');
    expect(formatInvoiceNumber('2026', 12)).toBe('INV/2026/0012');
    expect(formatInvoiceNumber('2026', 123456)).toBe('INV/2026/123456');
  });

  it('keeps an Indian number within GST’s 16 characters past 9,999', () => {
    expect(formatInvoiceNumber('2026-27', 9999)).toHaveLength(16);
    expect(formatInvoiceNumber('2026-27', 10000)).toBe('2026-27/10000');
    expect(formatInvoiceNumber('2026-27', 12345678).length).toBeLessThanOrEqual(16);
  });
});

describe('taxIdLabel', () => {
  it('names the tax id as each country does, and "Tax ID" otherwise', () => {
    expect(taxIdLabel('IN')).toBe('GSTIN');
    expect(taxIdLabel('gb')).toBe('VAT No.');
    expect(taxIdLabel('DE')).toBe('VAT No.');
    expect(taxIdLabel('AE')).toBe('TRN');
    expect(taxIdLabel('AU')).toBe('ABN');
    expect(taxIdLabel('SG')).toBe('GST Reg. No.');
    expect(taxIdLabel('US')).toBe('Tax ID');
  });
});

describe('placeOfSupply', () => {
  const at = (region: string, city = 'Chennai', country = 'IN') => placeOfSupply({ region, city, country });
  it("names the buyer's state with its GST code, whatever its case or spelling", () => {
    expect(at('Tamil Nadu')).toBe('Tamil Nadu (33)');
    expect(at(' karnataka ')).toBe('Karnataka (29)');
    expect(at('Orissa')).toBe('Odisha (21)');
    expect(at('Jammu & Kashmir')).toBe('Jammu and Kashmir (01)');
    expect(at('New Delhi')).toBe('Delhi (07)');
  });

  it('keeps a state it does not know as typed, the city when there is none, and a buyer abroad is outside India', () => {
    expect(at('Madras Presidency')).toBe('Madras Presidency');
    expect(at('', 'Kochi')).toBe('Kochi');
    expect(at('California', 'San Jose', 'US')).toBe('Outside India (96)');
    expect(gstStateOf('Atlantis')).toBeNull();
  });
});

describe('lineOptionsText', () => {
  it('is empty when the name already ends with the options, as order lines are named', () => {
    expect(lineOptionsText({ name: 'Cargo Shorts / S', option_values: ['S'] })).toBe('');
    expect(lineOptionsText({ name: 'Tee / Red / M', option_values: ['Red', 'M'] })).toBe('');
  });

  it('gives the options of a name without them, and nothing for a product without options', () => {
    expect(lineOptionsText({ name: 'Cargo Shorts', option_values: ['S'] })).toBe('S');
    expect(lineOptionsText({ name: 'Tote Bag', option_values: [] })).toBe('');
  });
});

describe('takesInvoiceNumber', () => {
  it('numbers the store’s invoices, not a failed payment’s or a vendor’s share', () => {
    expect(takesInvoiceNumber({ status: 'live', partial: false })).toBe(true);
    expect(takesInvoiceNumber({ status: 'cancelled', partial: false })).toBe(true);
    expect(takesInvoiceNumber({ status: 'inactive', partial: false })).toBe(false);
    expect(takesInvoiceNumber({ status: 'delivered', partial: true })).toBe(false);
  });
});
