import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqJsonLd, jsonForScript, metaDescription, productJsonLd } from './seo.js';

const base = {
  name: 'Oxford Shirt',
  description: 'A shirt.',
  url: 'https://shop.example/p/oxford-shirt',
  sku: 'URB-001',
  currency: 'INR',
  images: ['https://shop.example/media/a.webp'],
  brand: 'Urban Threads',
  rating: null,
};

describe('productJsonLd', () => {
  it('gives a product without variants one Offer with a decimal price and availability', () => {
    const ld = productJsonLd({ ...base, offers: [{ sku: 'URB-001', price: 129_999, stock: 3 }] });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'URB-001',
      offers: {
        '@type': 'Offer',
        price: '1299.99',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('gives variants an AggregateOffer from the lowest to the highest price', () => {
    const ld = productJsonLd({
      ...base,
      offers: [
        { sku: 'A-S', price: 1000, stock: 0 },
        { sku: 'A-M', price: 1500, stock: 0 },
      ],
      rating: { average: 4.26, count: 3 },
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '10.00',
      highPrice: '15.00',
      offerCount: 2,
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
  });

  it('names its Google product category when its catalogs have one', () => {
    const offers = [{ sku: 'URB-001', price: 1000, stock: 1 }];
    const shirts = 'Apparel & Accessories > Clothing > Shirts & Tops';
    expect(productJsonLd({ ...base, offers, category: shirts }).category).toBe(shirts);
    expect(productJsonLd({ ...base, offers, category: null })).not.toHaveProperty('category');
  });

  it('prices a currency without decimals as a whole number', () => {
    const ld = productJsonLd({ ...base, currency: 'JPY', offers: [{ sku: 'J', price: 1200, stock: 1 }] });
    expect(ld.offers).toMatchObject({ price: '1200' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://s.example/' },
      { name: 'Men', url: 'https://s.example/c/men' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://s.example/c/men' },
    ]);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it sits in', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('metaDescription', () => {
  it('drops tags, decodes entities and cuts at a word', () => {
    expect(metaDescription('<p>Soft &amp; <b>light</b></p>')).toBe('Soft & light');
    expect(metaDescription('<p>Made in <strong>Jaipur</strong>, <a href="/x">India</a>.</p><p>Since 1998.</p>')).toBe(
      'Made in Jaipur, India. Since 1998.',
    );
    expect(metaDescription('<p>One<br>two</p><ul><li>three</li></ul>')).toBe('One two three');
    expect(metaDescription('<h2>How to measure</h2><p><b>Chest:</b> around</p><h3>Sizes?</h3><p>S</p>')).toBe(
      'How to measure. Chest: around Sizes? S',
    );
    const long = metaDescription(`<p>${'word '.repeat(60)}</p>`, 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('faqJsonLd', () => {
  it('makes each question a Question with its accepted Answer, in order', () => {
    expect(
      faqJsonLd([
        { question: 'Does it shrink?', answer: 'No: it is pre-washed.' },
        { question: 'Is it lined?', answer: 'Yes.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Does it shrink?',
          acceptedAnswer: { '@type': 'Answer', text: 'No: it is pre-washed.' },
        },
        { '@type': 'Question', name: 'Is it lined?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
  });
});
