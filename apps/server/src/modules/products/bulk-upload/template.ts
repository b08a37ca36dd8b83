import { minorToDecimal, PRODUCT_CSV_COLUMNS } from '@stallfront/shared';
import { toCsv } from '../../../platform/files/csv.js';

/** The template a merchant fills in: every column, one example row in the store's currency. */
export function uploadTemplate(currency: string): string {
  return toCsv(PRODUCT_CSV_COLUMNS, [
    {
      name: 'Red Cotton Tee',
      sku: 'TEE-RED-M',
      slug: 'red-cotton-tee',
      price: minorToDecimal(49900, currency),
      compare_at_price: minorToDecimal(59900, currency),
      tax_class: '',
      stock: 25,
      weight: 180,
      status: 'active',
      catalogs: '',
      tags: ['summer', 'cotton'],
      seo_title: 'Red cotton tee',
      seo_description: 'A soft red tee in breathable cotton.',
      description: '<p>Soft, breathable cotton.</p>',
    },
  ]);
}
