import { describe, expect, it } from 'vitest';
import {
  chatPageOf,
  isBlankHtml,
  isPolicyKind,
  isShopLink,
  menuTargetProblem,
  PAGE_SLUG,
  repeatedAt,
  resolveMenu,
  scheduledNow,
  popupShowsOn,
  popupVersion,
  searchPlan,
  whatsappLink,
} from './website.js';

describe('scheduledNow', () => {
  // 20:00 UTC on the 30th is already the 1st in Sydney.
  const evening = new Date('2026-11-30T20:00:00Z');

  it('takes both days in, counted in the store’s zone', () => {
    expect(scheduledNow({ starts_on: '2026-12-01', ends_on: '2026-12-01' }, evening, 'Australia/Sydney')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-12-01', ends_on: '2026-12-01' }, evening, 'America/New_York')).toBe(false);
    expect(scheduledNow({ starts_on: '2026-11-01', ends_on: '2026-11-30' }, evening, 'America/New_York')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-11-01', ends_on: '2026-11-30' }, evening, 'Asia/Kolkata')).toBe(false);
  });

  it('leaves an open end open', () => {
    expect(scheduledNow({ starts_on: null, ends_on: null }, evening, 'UTC')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-12-02', ends_on: null }, evening, 'UTC')).toBe(false);
    expect(scheduledNow({ starts_on: null, ends_on: '2026-11-29' }, evening, 'UTC')).toBe(false);
  });
});

describe('isShopLink', () => {
  it('takes a page of the shop or a web address, and nothing that runs or leaves by a trick', () => {
    expect(['/c/sale', '/', 'https://example.com/x', 'http://example.com'].every(isShopLink)).toBe(true);
    expect(
      ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'c/sale', 'data:text/html,x'].some(isShopLink),
    ).toBe(false);
  });
});

describe('the chat button', () => {
  it('opens WhatsApp at the number’s digits with the greeting typed in', () => {
    expect(whatsappLink('+65 9123-4567', 'Hi! Is this in stock?')).toBe(
      'https://wa.me/6591234567?text=Hi!%20Is%20this%20in%20stock%3F',
    );
    expect(whatsappLink('+65 9123 4567', '')).toBe('https://wa.me/6591234567');
  });

  it('groups search with the catalogs and shows on no page it was not asked for', () => {
    expect(chatPageOf('search')).toBe('catalog');
    expect(chatPageOf('product')).toBe('product');
    expect(chatPageOf('checkout')).toBeNull();
  });
});

describe('pages and policies', () => {
  it('reads an editor’s empty paragraph as no text, and any word or entity-free text as some', () => {
    expect(['', '<p></p>', '<p><br></p>', ' <p>&nbsp;</p>\n'].every(isBlankHtml)).toBe(true);
    expect(['<p>Returns</p>', '<p>&amp;</p>', 'x'].some(isBlankHtml)).toBe(false);
  });

  it('takes slugs of lower-case words joined by single hyphens', () => {
    expect(['our-story', 'faq', 'size-guide-2026'].every((slug) => PAGE_SLUG.test(slug))).toBe(true);
    expect(
      ['Our-Story', '-story', 'our--story', 'our/story', '../admin', ''].some((slug) => PAGE_SLUG.test(slug)),
    ).toBe(false);
  });

  it('knows the four policies and nothing inherited', () => {
    expect(['privacy', 'terms', 'refund', 'shipping'].every(isPolicyKind)).toBe(true);
    expect(['cookies', 'toString', '__proto__'].some(isPolicyKind)).toBe(false);
  });
});

describe('repeatedAt', () => {
  it('names the places of later entries whose key an earlier one has', () => {
    const links = ['/c/men', '/c/women', '/c/men', '/c/men'].map((link) => ({ link }));
    expect(repeatedAt(links, (l) => l.link)).toEqual([2, 3]);
    expect(repeatedAt([], String)).toEqual([]);
  });
});

describe('searchPlan', () => {
  const keywords = [
    { keyword: 'Tee', synonyms: ['t-shirt', 'Top'], promoted: ['p1', 'p2'] },
    { keyword: 'kurta', synonyms: [], promoted: [] },
  ];

  it('adds the keyword and its synonyms to a search for any of them, whatever the case and spacing', () => {
    expect(searchPlan(keywords, '  TOP ')).toEqual({ terms: ['  TOP ', 'Tee', 't-shirt'], promoted: ['p1', 'p2'] });
    expect(searchPlan(keywords, 'tee')).toEqual({ terms: ['tee', 't-shirt', 'Top'], promoted: ['p1', 'p2'] });
  });

  it('leaves a search for no keyword, or for part of one, as typed', () => {
    expect(searchPlan(keywords, 'te')).toEqual({ terms: ['te'], promoted: [] });
    expect(searchPlan([], 'tee')).toEqual({ terms: ['tee'], promoted: [] });
  });
});

describe('the store pop-up', () => {
  const popup = {
    title: 'Join the list',
    text: '10% off your first order',
    image: '',
    button_label: 'Join',
    button_link: '/c/new',
  };

  it('is the same pop-up while its content is, and a new one when any of it changes', () => {
    expect(popupVersion({ ...popup })).toBe(popupVersion(popup));
    const changes = [{ title: 'Join the club' }, { text: '15% off' }, { image: '/media/a.webp' }];
    for (const change of [...changes, { button_label: 'Sign up' }, { button_link: '/c/sale' }]) {
      expect(popupVersion({ ...popup, ...change }), JSON.stringify(change)).not.toBe(popupVersion(popup));
    }
    // Words moved from one field to the next are a different pop-up too.
    expect(popupVersion({ ...popup, title: 'ab', text: '' })).not.toBe(
      popupVersion({ ...popup, title: 'a', text: 'b' }),
    );
    expect(popupVersion(popup)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('shows where a shopper browses, never on the cart, checkout or account pages', () => {
    expect(['home', 'catalog', 'product'].every(popupShowsOn)).toBe(true);
    expect(['cart', 'checkout', 'order', 'account', 'sign_in', 'error'].some(popupShowsOn)).toBe(false);
  });
});

describe('menus', () => {
  const id = '0b7f4c1e-2f7a-4c55-9d33-6a1a3f0c9e11';

  it('takes a target of its kind: an id, a policy, a shop page or web address', () => {
    expect(menuTargetProblem('catalog', id)).toBeNull();
    expect(menuTargetProblem('product', '/p/tee')).toBe('Pick a product');
    expect(menuTargetProblem('policy', 'refund')).toBeNull();
    expect(menuTargetProblem('policy', 'toString')).toBe('Pick a policy');
    expect(menuTargetProblem('url', '/c/sale')).toBeNull();
    expect(menuTargetProblem('url', 'javascript:alert(1)')).toMatch(/^Enter a page of your shop/);
  });

  it('links items under the shop’s base, leaving out an item whose target is gone, and the items under it', () => {
    const paths: Record<string, string> = { [id]: '/c/summer' };
    const gone = '9d1c3f0e-0000-4000-8000-000000000000';
    const menu = resolveMenu(
      [
        {
          label: 'Summer',
          kind: 'catalog',
          target: id,
          children: [
            { label: 'Returns', kind: 'policy', target: 'refund' },
            { label: 'Old', kind: 'page', target: gone },
          ],
        },
        { label: 'Gone', kind: 'product', target: gone, children: [{ label: 'Blog', kind: 'url', target: '/x' }] },
        { label: 'Blog', kind: 'url', target: 'https://blog.example/', children: [] },
      ],
      '/s/shop',
      (key) => paths[key] ?? null,
    );
    expect(menu).toEqual([
      { name: 'Summer', href: '/s/shop/c/summer', children: [{ name: 'Returns', href: '/s/shop/policies/refund' }] },
      { name: 'Blog', href: 'https://blog.example/', children: [] },
    ]);
  });
});
