import { countOf } from '@stallfront/shared/rules';

/** Where a thing shows, in a few words: "3 products · 1 catalog · 1 colour", or `none`. */
export const placesText = (products: number, catalogs: number, none: string, colours = 0) =>
  [
    products ? countOf(products, 'product') : '',
    catalogs ? countOf(catalogs, 'catalog') : '',
    colours ? countOf(colours, 'colour') : '',
  ]
    .filter(Boolean)
    .join(' · ') || none;
