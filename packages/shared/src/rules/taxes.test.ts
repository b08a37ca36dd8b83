import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duplicateRate,
  isCountryCode,
  lineTaxRule,
  rateAt,
  type TaxClass,
  type TaxSetup,
  taxLine,
  taxParts,
  taxSummary,
} from './taxes.js';

const apparel: TaxClass = {
  id: 'apparel',
  name: 'Apparel',
  hsn_code: '6109',
  rates: [{ country: 'IN', region: '', rate_bp: 500 }],
};
const exempt: TaxClass = {
  id: 'books',
  name: 'Books',
  hsn_code: '4901',
  rates: [{ country: 'IN', region: '', rate_bp: 0 }],
};
const tamilNadu: TaxSetup = {
  home: { country: 'IN', region: 'Tamil Nadu' },
  pricesIncludeTax: false,
  classes: [apparel, exempt],
};

/** The whole of a line's tax at a destination, as the invoice prints it. */
function taxed(setup: TaxSetup, classId: string | null, country: string, region: string, amount: number) {
  const rule = lineTaxRule(setup, classId, { country, region });
  const { net, tax } = taxLine(amount, rule);
  return {
    net,
    tax,
    parts: taxParts(tax, rule.rateBp, rule.split).map((p) => `${p.name} ${p.rate_bp / 100}% ${p.amount}`),
  };
}

describe('GST for a store in Tamil Nadu', () => {
  it.each([
    [
      'intra-state: CGST and SGST share the tax',
      'IN',
      'Tamil Nadu',
      100_000,
      5_000,
      ['CGST 2.5% 2500', 'SGST 2.5% 2500'],
    ],
    [
      'intra-state, the state typed another way',
      'IN',
      ' tamil nadu ',
      100_000,
      5_000,
      ['CGST 2.5% 2500', 'SGST 2.5% 2500'],
    ],
    ['an odd paisa goes to CGST', 'IN', 'Tamil Nadu', 100_010, 5_001, ['CGST 2.5% 2501', 'SGST 2.5% 2500']],
    ['inter-state: IGST', 'IN', 'Karnataka', 100_000, 5_000, ['IGST 5% 5000']],
    ['a state we cannot tell is inter-state', 'IN', 'Atlantis', 100_000, 5_000, ['IGST 5% 5000']],
    ['export: zero-rated', 'US', 'California', 100_000, 0, []],
  ])('%s', (_case, country, region, amount, tax, parts) => {
    expect(taxed(tamilNadu, 'apparel', country, region, amount)).toEqual({ net: amount, tax, parts });
  });

  it('an exempt class and a product without a class carry no tax anywhere', () => {
    expect(taxed(tamilNadu, 'books', 'IN', 'Tamil Nadu', 100_000)).toEqual({ net: 100_000, tax: 0, parts: [] });
    expect(taxed(tamilNadu, null, 'IN', 'Karnataka', 100_000)).toEqual({ net: 100_000, tax: 0, parts: [] });
  });

  it('with prices that include GST, a buyer in India pays the price shown and an export buyer the price without GST', () => {
    const inclusive = { ...tamilNadu, pricesIncludeTax: true };
    expect(taxed(inclusive, 'apparel', 'IN', 'Karnataka', 105_000)).toEqual({
      net: 100_000,
      tax: 5_000,
      parts: ['IGST 5% 5000'],
    });
    expect(taxed(inclusive, 'apparel', 'IN', 'Tamil Nadu', 105_000).tax).toBe(5_000);
    expect(taxed(inclusive, 'apparel', 'GB', '', 105_000)).toEqual({ net: 100_000, tax: 0, parts: [] });
  });
});

describe('rates by country and region', () => {
  const salesTax: TaxClass = {
    id: 'standard',
    name: 'Standard',
    hsn_code: null,
    rates: [
      { country: 'US', region: 'CA', rate_bp: 725 },
      { country: 'US', region: 'NY', rate_bp: 400 },
      { country: 'CA', region: '', rate_bp: 500 },
    ],
  };
  const us: TaxSetup = { home: { country: 'US', region: 'IL' }, pricesIncludeTax: false, classes: [salesTax] };

  it.each([
    ['a region with its own rate', 'US', 'ca', 725],
    ['another region', 'US', 'N.Y.', 400],
    ['a region where the store does not collect', 'US', 'TX', 0],
    ['a whole country', 'CA', 'Ontario', 500],
    ['a country without a rate', 'FR', '', 0],
  ])('%s', (_case, country, region, rate) => {
    expect(lineTaxRule(us, 'standard', { country, region }).rateBp).toBe(rate);
  });

  it('a region rate wins over the country-wide one, and outside India tax is one line called Tax', () => {
    const rates = [
      { country: 'GB', region: '', rate_bp: 2000 },
      { country: 'GB', region: 'Jersey', rate_bp: 500 },
    ];
    expect(rateAt(rates, { country: 'gb', region: 'jersey' })).toBe(500);
    expect(rateAt(rates, { country: 'GB', region: 'London' })).toBe(2000);
    expect(taxed({ ...us, classes: [{ ...salesTax, rates }] }, 'standard', 'GB', 'London', 1_000).parts).toEqual([
      'Tax 20% 200',
    ]);
  });
});

describe('tax arithmetic', () => {
  it('a tax-inclusive price paid at home is exactly the price, and parts always add up to the tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 10, 25, 300, 500, 1200, 1800, 2800),
        fc.constantFrom('cgst_sgst', 'igst', 'gst', 'tax') as fc.Arbitrary<'cgst_sgst' | 'igst' | 'gst' | 'tax'>,
        (amount, rateBp, split) => {
          const { net, tax } = taxLine(amount, { rateBp, includedBp: rateBp });
          expect(net + tax).toBe(amount);
          expect(net).toBeGreaterThanOrEqual(0);
          const parts = taxParts(tax, rateBp, split);
          expect(parts.reduce((n, p) => n + p.amount, 0)).toBe(rateBp === 0 ? 0 : tax);
        },
      ),
    );
  });

  it('the summary adds each part once per rate with what it taxed', () => {
    const summary = taxSummary([
      { net: 1_000, parts: [{ name: 'IGST', rate_bp: 500, amount: 50 }] },
      { net: 2_000, parts: [{ name: 'IGST', rate_bp: 500, amount: 100 }] },
      { net: 4_000, parts: [{ name: 'IGST', rate_bp: 1800, amount: 720 }] },
      { net: 500, parts: [] },
    ]);
    expect(summary).toEqual([
      { name: 'IGST', rate_bp: 500, taxable: 3_000, tax: 150 },
      { name: 'IGST', rate_bp: 1800, taxable: 4_000, tax: 720 },
    ]);
  });
});

describe('what a rate list may hold', () => {
  it('knows countries from the ISO list', () => {
    expect(['IN', 'US', 'GB', 'XK'].every(isCountryCode)).toBe(true);
    expect(['XX', 'ZZ', 'EU', 'us', 'IND'].some(isCountryCode)).toBe(false);
  });

  it('names the row that repeats a place', () => {
    const row = (country: string, region: string) => ({ country, region, rate_bp: 100 });
    expect(duplicateRate([row('US', 'CA'), row('US', 'NY'), row('US', '')])).toBeNull();
    expect(duplicateRate([row('US', 'CA'), row('US', 'ny'), row('US', 'c.a.')])).toBe(2);
  });
});
