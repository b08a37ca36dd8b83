import { countOf } from '@stallfront/shared/rules';

/** Where a thing shows, in a few words: "3 products · 1 catalog", or `none`. */
export const placesText = (products: number, catalogs: number, none: string) =>
  [products ? countOf(products, 'product') : '', catalogs ? countOf(catalogs, 'catalog') : '']
    .filter(Boolean)
    .join(' · ') || none;
