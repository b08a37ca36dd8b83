import { describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '../catalog/packages.js';
import { formatMoney, minorToDecimal, parseMoney } from './money.js';
import { mayDoProduct, mayManageCatalogs, mayUseImageLibrary, type ProductActor } from './product-access.js';
import {
  FREE_PRODUCT_LIMIT,
  hasProductTaxonomy,
  productsLeft,
  SKU_PATTERN,
  stockLevel,
  toSku,
  toTitleCase,
} from './products.js';
import { optionCombinations, variantProblems } from './variants.js';

describe('SKU rule', () => {
  it('upper-cases and drops everything but letters, digits and hyphens', () => {
    expect(toSku('tee red/m 01')).toBe('TEEREDM01');
    expect(toSku('tee--red-m')).toBe('TEE-RED-M');
    expect(toSku('çafé-1')).toBe('AF-1');
  });
  it('accepts only upper-case words joined by single hyphens', () => {
    for (const ok of ['TEE-RED-M', 'A1', 'SKU-0001']) expect(SKU_PATTERN.test(ok)).toBe(true);
    for (const bad of ['tee', 'TEE_RED', '-TEE', 'TEE-', 'TEE--RED', 'TEE RED', ''])
      expect(SKU_PATTERN.test(bad)).toBe(false);
  });
});

describe('title case of catalog names', () => {
  it('trims, collapses spaces and capitalises each word', () => {
    expect(toTitleCase('  summer   SALE  ')).toBe('Summer Sale');
    expect(toTitleCase("men's t-shirts & tops")).toBe("Men's T-Shirts & Tops");
    expect(toTitleCase('éclair (fresh)')).toBe('Éclair (Fresh)');
  });
});

describe('money in minor units', () => {
  it('parses typed amounts by the currency’s decimals', () => {
    expect(parseMoney('1,299.99', 'USD')).toBe(129999);
    expect(parseMoney('12.5', 'INR')).toBe(1250);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('1.234', 'USD')).toBeNull();
    expect(parseMoney('-1', 'USD')).toBeNull();
    expect(parseMoney('abc', 'USD')).toBeNull();
    expect(parseMoney('1.234', 'KWD')).toBe(1234);
  });
  it('prints minor units back as decimals and for people', () => {
    expect(minorToDecimal(129999, 'USD')).toBe('1299.99');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(500, 'JPY')).toBe('500');
    expect(formatMoney(129999, 'USD')).toBe('$1,299.99');
  });
});

describe('stock levels and the free package', () => {
  it('names out, low and in stock', () => {
    expect([0, -1, 1, 5, 6].map(stockLevel)).toEqual(['out', 'out', 'low', 'low', 'in']);
  });
  it('limits only free packages', () => {
    expect(productsLeft(PACKAGE_IDS.genieFree, 10)).toBe(FREE_PRODUCT_LIMIT - 10);
    expect(productsLeft(PACKAGE_IDS.proFree, 60)).toBe(0);
    expect(productsLeft(PACKAGE_IDS.essential, 5000)).toBeNull();
  });
  it('gives estates stores no product taxonomy', () => {
    expect(hasProductTaxonomy('estates')).toBe(false);
    expect(hasProductTaxonomy('order_based')).toBe(true);
  });
});

describe('who may do what to products', () => {
  const actor = (loginType: ProductActor['loginType'], grants: string[] = []): ProductActor => ({
    loginType,
    subuserFeatures: loginType === 'subuser' ? grants : [],
    vendorFeatures: loginType === 'vendor' ? grants : [],
  });
  it('lets owners do everything', () => {
    for (const a of ['add', 'update', 'archive', 'delete', 'branch_stock'] as const)
      expect(mayDoProduct(actor('admin'), a)).toBe(true);
  });
  it('gives staff exactly their grants', () => {
    const staff = actor('subuser', ['update_product']);
    expect(mayDoProduct(staff, 'update')).toBe(true);
    expect(mayDoProduct(staff, 'archive')).toBe(true);
    expect(mayDoProduct(staff, 'add')).toBe(false);
    expect(mayDoProduct(staff, 'delete')).toBe(false);
    expect(mayDoProduct(actor('subuser', ['delete_product']), 'delete')).toBe(true);
  });
  it('lets vendors update, add only with add_product, never delete', () => {
    expect(mayDoProduct(actor('vendor'), 'update')).toBe(true);
    expect(mayDoProduct(actor('vendor'), 'add')).toBe(false);
    expect(mayDoProduct(actor('vendor', ['add_product']), 'add')).toBe(true);
    expect(mayDoProduct(actor('vendor', ['add_product']), 'delete')).toBe(false);
  });
  it('lets branches edit and set stock, never add, archive or delete', () => {
    expect(mayDoProduct(actor('branch'), 'update')).toBe(true);
    expect(mayDoProduct(actor('branch'), 'branch_stock')).toBe(true);
    for (const a of ['add', 'archive', 'delete'] as const) expect(mayDoProduct(actor('branch'), a)).toBe(false);
  });
});

describe('variants', () => {
  const options = [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Red'] },
  ];
  it('accepts one value of each option per variant', () => {
    const variants = [
      { option_values: ['S', 'Red'], sku: 'TEE-S' },
      { option_values: ['M', 'Red'], sku: 'TEE-M' },
    ];
    expect(variantProblems('TEE', options, variants)).toEqual([]);
  });
  it('names the field of each problem', () => {
    const variants = [
      { option_values: ['S', 'Red'], sku: 'TEE' },
      { option_values: ['S', 'Red'], sku: 'TEE-S' },
      { option_values: ['XL', 'Red'], sku: 'TEE-S' },
      { option_values: ['S'], sku: 'TEE-X' },
    ];
    const fields = variantProblems('TEE', options, variants).map((p) => p.field);
    expect(fields).toEqual([
      'variants.0.sku',
      'variants.1.option_values',
      'variants.2.option_values',
      'variants.2.sku',
      'variants.3.option_values',
    ]);
  });
  it('needs options before variants and distinct option names', () => {
    expect(variantProblems('A', [], [{ option_values: ['S'], sku: 'B' }])[0]?.field).toBe('options');
    expect(variantProblems('A', [options[0]!, { name: 'size', values: ['L'] }], [])[0]?.field).toBe('options.1.name');
  });
  it('lists every combination of option values', () => {
    expect(optionCombinations(options)).toEqual([
      ['S', 'Red'],
      ['M', 'Red'],
    ]);
    expect(optionCombinations([])).toEqual([]);
  });
});

describe('catalog managers and the image library', () => {
  const actor = (loginType: ProductActor['loginType'], grants: string[] = []): ProductActor => ({
    loginType,
    subuserFeatures: loginType === 'subuser' ? grants : [],
    vendorFeatures: loginType === 'vendor' ? grants : [],
  });
  it('lets the owner and staff with any product grant manage catalogs', () => {
    expect(mayManageCatalogs(actor('admin'))).toBe(true);
    expect(mayManageCatalogs(actor('subuser', ['delete_product']))).toBe(true);
    expect(mayManageCatalogs(actor('subuser', ['orders']))).toBe(false);
    expect(mayManageCatalogs(actor('vendor', ['add_product']))).toBe(false);
    expect(mayManageCatalogs(actor('branch'))).toBe(false);
  });
  it('opens the image library on paid packages, to vendors only with add_product', () => {
    expect(mayUseImageLibrary(actor('admin'), true)).toBe(false);
    expect(mayUseImageLibrary(actor('admin'), false)).toBe(true);
    expect(mayUseImageLibrary(actor('vendor'), false)).toBe(false);
    expect(mayUseImageLibrary(actor('vendor', ['add_product']), false)).toBe(true);
  });
});
