import { describe, expect, it } from 'vitest';
import { platformSourceOf } from '../src/modules/products/bulk-upload/platforms/detect.js';
import { readCsvTable } from '../src/platform/files/csv.js';
import { SHOPIFY_TEE, WOOCOMMERCE_SHOP, shopifyCsv, wooCommerceCsv } from './platform-exports.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const sourceOf = (csv: string) => platformSourceOf(readCsvTable(Buffer.from(csv), 10_000), NOW);
/** Our cells without the empty ones, as the row check reads them. */
const filled = (cells: Record<string, string>) => Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== ''));

describe('a Shopify export, translated into the upload columns', () => {
  const source = sourceOf(shopifyCsv(SHOPIFY_TEE));

  it('makes one product of a handle’s rows, its variants from the rows with a price', () => {
    expect(source?.platform).toBe('Shopify');
    expect(source?.errors).toEqual([]);
    expect(source?.records.map((r) => [r.line, filled(r.cells)])).toEqual([
      [
        2,
        {
          name: 'Linen Tee',
          sku: 'LINEN-TEE',
          slug: 'linen-tee',
          description: '<p>Cool linen.</p>',
          tags: 'summer|linen',
          seo_title: 'Linen tee',
          seo_description: 'A linen tee for hot days.',
          status: 'active',
          // The lowest variant price, as Shopify shows "from".
          price: '30.00',
          options: 'Size: S|M; Colour: Sand|Sky',
        },
      ],
      [2, { variant_of: 'LINEN-TEE', sku: 'LT-S-SAND', price: '32.00', stock: '4', option_values: 'S|Sand' }],
      [3, { variant_of: 'LINEN-TEE', sku: 'LT-M-SKY', price: '30.00', stock: '2', option_values: 'M|Sky' }],
      [
        5,
        {
          name: 'Canvas Tote',
          sku: 'CANVAS-TOTE',
          slug: 'canvas-tote',
          status: 'draft',
          price: '15.50',
          stock: '9',
          weight: '300',
        },
      ],
    ]);
  });

  it('lists the gallery by Image Position and each variant’s own image', () => {
    expect(
      source?.images.map(({ sku, variantSku, url, position, alt }) => ({ sku, variantSku, url, position, alt })),
    ).toEqual([
      { sku: 'LINEN-TEE', variantSku: null, url: 'https://cdn.example.com/linen-front.jpg', position: 1, alt: 'Front' },
      { sku: 'LINEN-TEE', variantSku: null, url: 'https://cdn.example.com/linen-back.jpg', position: 2, alt: '' },
      { sku: 'LINEN-TEE', variantSku: null, url: 'https://cdn.example.com/linen-side.jpg', position: 3, alt: '' },
      {
        sku: 'LINEN-TEE',
        variantSku: 'LT-S-SAND',
        url: 'https://cdn.example.com/linen-sand.jpg',
        position: 1,
        alt: '',
      },
    ]);
  });

  it('names the export’s own columns, and refuses what it cannot take', () => {
    const bad = sourceOf(
      shopifyCsv([
        { Title: 'No handle', 'Variant Price': '1' },
        { Handle: 'x', Title: 'X', 'Variant Price': '2', 'Image Src': 'ftp://files.example.com/x.jpg' },
      ]),
    );
    expect(bad?.errors).toEqual([
      { row: 2, column: 'Handle', message: 'is required' },
      { row: 3, column: 'Image Src', message: 'ftp://files.example.com/x.jpg is not an http or https address' },
    ]);
    expect(bad?.columnOf.price).toBe('Variant Price');
  });

  it('says when the export carries no stock', () => {
    const noStock = sourceOf(
      'Handle,Title,Variant SKU,Variant Price,Image Src\nmug,Mug,MUG-1,9.00,https://cdn.example.com/m.jpg',
    );
    expect(noStock?.notes).toEqual([
      'The file has no Variant Inventory Qty column; new products start with 0 in stock.',
    ]);
  });
});

describe('a WooCommerce export, translated into the upload columns', () => {
  const source = sourceOf(wooCommerceCsv(WOOCOMMERCE_SHOP));

  it('makes simple products and variable ones with their variations', () => {
    expect(source?.platform).toBe('WooCommerce');
    expect(source?.errors).toEqual([]);
    expect(source?.records.map((r) => [r.line, filled(r.cells)])).toEqual([
      [
        2,
        {
          name: 'Stoneware Mug',
          sku: 'MUG-01',
          description: 'Hand thrown.\nDishwasher safe.',
          status: 'active',
          // The leaf of each category path; WooCommerce's default category is not one of ours.
          catalogs: 'Mugs',
          tags: 'gift|ceramic',
          // Yoast's template variables are not a description.
          seo_title: 'Stoneware mug',
          price: '18',
          compare_at_price: '22',
          stock: '12',
          weight: '350',
        },
      ],
      [
        3,
        {
          name: 'Wool Scarf',
          sku: 'WC-20',
          description: 'Warm.',
          status: 'active',
          catalogs: 'Accessories',
          price: '39',
          // Material is not varied by any variation: it is not an option.
          options: 'Colour: Red|Grey|Navy',
        },
      ],
      [4, { variant_of: 'WC-20', sku: 'SCARF-RED', price: '45', stock: '3', option_values: 'Red' }],
      [5, { variant_of: 'WC-20', sku: 'WC-20-GREY', price: '39', stock: '5', option_values: 'Grey' }],
    ]);
    expect(source?.images.map((i) => [i.sku, i.variantSku, i.url])).toEqual([
      ['MUG-01', null, 'https://shop.example.com/mug.jpg'],
      ['MUG-01', null, 'https://shop.example.com/mug-2.jpg'],
      ['WC-20', null, 'https://shop.example.com/scarf.jpg'],
      ['WC-20', 'SCARF-RED', 'https://shop.example.com/scarf-red.jpg'],
    ]);
  });

  it('refuses grouped and external products, orphan variations and variations for any value', () => {
    const bad = sourceOf(
      wooCommerceCsv([
        { ID: '1', Type: 'grouped', Name: 'Set' },
        { ID: '2', Type: 'external', Name: 'Elsewhere', 'Regular price': '5' },
        { ID: '3', Type: 'variation', Name: 'Lost', Parent: 'id:99', 'Regular price': '5' },
        { ID: '4', Type: 'variable', Name: 'Cap', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'S, M' },
        {
          ID: '5',
          Type: 'variation',
          Name: 'Cap S',
          Parent: 'id:4',
          'Regular price': '5',
          'Attribute 1 name': 'Size',
          'Attribute 1 value(s)': 'S',
        },
        {
          ID: '6',
          Type: 'variation',
          Name: 'Cap any',
          Parent: 'id:4',
          'Regular price': '5',
          'Attribute 1 name': 'Size',
        },
      ]),
    );
    expect(bad?.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'Type'],
      [3, 'Type'],
      [4, 'Parent'],
      [7, 'Attribute 1 value(s)'],
    ]);
    expect(bad?.errors[3]?.message).toMatch(/any Size cannot be sold/);
  });

  it('keeps the regular price while a scheduled sale has not started', () => {
    const later = sourceOf(
      'Type,SKU,Name,Regular price,Sale price,Date sale price starts\nsimple,A-1,A,10,8,2026-07-01\nsimple,B-1,B,10,8,2026-05-01',
    );
    expect(later?.records.map((r) => [r.cells.price, r.cells.compare_at_price])).toEqual([
      ['10', ''],
      ['8', '10'],
    ]);
  });

  it('reads weights in the store’s unit and keeps an escaped comma in a list', () => {
    const pounds = sourceOf(
      'Type,SKU,Name,Regular price,Weight (lbs),Tags\nsimple,BAG-1,Bag,10,2,"big\\, roomy, canvas"',
    );
    expect(pounds?.records[0]?.cells).toMatchObject({ weight: '907', tags: 'big, roomy|canvas' });
  });
});

describe('a file in the upload’s own columns', () => {
  it('is not taken for another platform’s export', () => {
    expect(sourceOf('name,sku,price\nTee,TEE-1,10')).toBeNull();
  });
});
