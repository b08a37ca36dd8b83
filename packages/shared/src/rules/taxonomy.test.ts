import { describe, expect, it } from 'vitest';
import { categoryName, parseTaxonomy, productCategory, searchTaxonomy } from './taxonomy.js';

const FILE = `# Google_Product_Taxonomy_Version: 2019-07-10
166 - Apparel & Accessories
1604 - Apparel & Accessories > Clothing
2271 - Apparel & Accessories > Clothing > Dresses
212 - Apparel & Accessories > Clothing > Shirts & Tops
5441 - Apparel & Accessories > Clothing > Wedding & Bridal Party Dresses
169 - Apparel & Accessories > Clothing Accessories > Belts
2160 - Apparel & Accessories > Clothing > Underwear & Socks > Lingerie Accessories > Garter Belts
1 - Animals & Pet Supplies
`;
const categories = parseTaxonomy(FILE);
const paths = (found: { path: string }[]) => found.map((c) => categoryName(c.path));

describe('parseTaxonomy', () => {
  it('reads every "id - path" line and skips the version comment', () => {
    expect(categories).toHaveLength(8);
    expect(categories[3]).toEqual({ id: 212, path: 'Apparel & Accessories > Clothing > Shirts & Tops' });
  });

  it('takes Windows line ends and ignores blank or broken lines', () => {
    expect(parseTaxonomy('1 - A\r\n\r\nnot a line\r\n2 - A > B\r\n')).toEqual([
      { id: 1, path: 'A' },
      { id: 2, path: 'A > B' },
    ]);
  });
});

describe('searchTaxonomy', () => {
  it('finds a category by the start of a word of its path, its own name first', () => {
    expect(paths(searchTaxonomy(categories, 'dress', 10))).toEqual(['Dresses', 'Wedding & Bridal Party Dresses']);
    expect(paths(searchTaxonomy(categories, 'shirt', 10))).toEqual(['Shirts & Tops']);
  });

  it('needs every word, in any order and case', () => {
    expect(paths(searchTaxonomy(categories, 'BELTS garter', 10))).toEqual(['Garter Belts']);
    expect(paths(searchTaxonomy(categories, 'belts', 10))).toEqual(['Belts', 'Garter Belts']);
  });

  it('finds a category by its number, and the top level for an empty query', () => {
    expect(searchTaxonomy(categories, ' 212 ', 10)).toEqual([categories[3]]);
    expect(paths(searchTaxonomy(categories, '  ', 10))).toEqual(['Apparel & Accessories', 'Animals & Pet Supplies']);
  });

  it('stops at the limit', () => {
    expect(searchTaxonomy(categories, 'apparel', 3)).toHaveLength(3);
    expect(searchTaxonomy(categories, 'zebra', 3)).toEqual([]);
  });
});

describe('productCategory', () => {
  it('takes the most specific of its catalogs’ categories, whatever their order', () => {
    const clothing = 'Apparel & Accessories > Clothing';
    const dresses = 'Apparel & Accessories > Clothing > Dresses';
    const shirts = 'Apparel & Accessories > Clothing > Shirts & Tops';
    expect(productCategory([clothing, null, dresses])).toBe(dresses);
    expect(productCategory([shirts, dresses])).toBe(dresses);
    expect(productCategory([dresses, shirts])).toBe(dresses);
    expect(productCategory([null])).toBeNull();
  });
});
