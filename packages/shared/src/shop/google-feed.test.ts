import { describe, expect, it } from 'vitest';
import { type FeedProduct, feedItems, feedXml } from './google-feed.js';

const tee: FeedProduct = {
  sku: 'TEE-1',
  name: 'Cotton Tee',
  description: 'Soft & light.',
  url: 'https://shop.example/p/cotton-tee',
  images: ['https://shop.example/media/a.webp', 'https://shop.example/media/b.webp'],
  price: 49_900,
  compareAtPrice: null,
  stock: 3,
  currency: 'INR',
  brand: 'Urban Threads',
  category: 'Apparel & Accessories > Clothing > Shirts & Tops',
  options: [],
  variants: [],
};

describe('feedItems', () => {
  it('makes a product without variants one item with its price, stock, pictures and category', () => {
    expect(feedItems(tee)).toEqual([
      {
        'g:id': 'TEE-1',
        'g:title': 'Cotton Tee',
        'g:description': 'Soft & light.',
        'g:link': 'https://shop.example/p/cotton-tee',
        'g:availability': 'in_stock',
        'g:price': '499.00 INR',
        'g:brand': 'Urban Threads',
        'g:condition': 'new',
        'g:identifier_exists': 'no',
        'g:image_link': 'https://shop.example/media/a.webp',
        'g:additional_image_link': 'https://shop.example/media/b.webp',
        'g:google_product_category': 'Apparel & Accessories > Clothing > Shirts & Tops',
      },
    ]);
  });

  it('gives the compare-at price as the price and the price as the sale price when it is on sale', () => {
    const [item] = feedItems({ ...tee, compareAtPrice: 59_900, stock: 0, category: null });
    expect(item).toMatchObject({
      'g:price': '599.00 INR',
      'g:sale_price': '499.00 INR',
      'g:availability': 'out_of_stock',
    });
    expect(item).not.toHaveProperty('g:google_product_category');
  });

  it('makes each variant an item of the product’s group, with the options Google knows', () => {
    const items = feedItems({
      ...tee,
      options: [{ name: 'Colour' }, { name: 'Size' }, { name: 'Fit' }],
      variants: [
        { sku: 'TEE-NAVY-S', optionValues: ['Navy', 'S', 'Slim'], price: 49_900, stock: 2, image: null },
        {
          sku: 'TEE-RUST-L',
          optionValues: ['Rust', 'L', 'Slim'],
          price: 54_900,
          stock: 0,
          image: 'https://x/rust.webp',
        },
      ],
    });
    expect(
      items.map((i) => [i['g:id'], i['g:title'], i['g:price'], i['g:color'], i['g:size'], i['g:image_link']]),
    ).toEqual([
      ['TEE-NAVY-S', 'Cotton Tee - Navy / S / Slim', '499.00 INR', 'Navy', 'S', 'https://shop.example/media/a.webp'],
      ['TEE-RUST-L', 'Cotton Tee - Rust / L / Slim', '549.00 INR', 'Rust', 'L', 'https://x/rust.webp'],
    ]);
    expect(items.every((i) => i['g:item_group_id'] === 'TEE-1' && !('g:additional_image_link' in i))).toBe(true);
  });
});

describe('feedXml', () => {
  it('writes an RSS 2.0 channel with Google’s namespace, its text escaped and control characters dropped', () => {
    const xml = feedXml({ title: 'A & B', link: 'https://shop.example/', description: 'Products' }, [
      { 'g:id': 'X<1>', 'g:description': 'Bell\u0007 & "whistle"' },
    ]);
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain(
      '<item><g:id>X&lt;1&gt;</g:id><g:description>Bell &amp; &quot;whistle&quot;</g:description></item>',
    );
  });
});
