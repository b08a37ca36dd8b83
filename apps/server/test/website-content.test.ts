import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopOnPlan, visit } from './shop-fixtures.js';

const POLICIES = '/api/store/policies';
const PAGE = '/api/store/page';
const SEO = '/api/store/seo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Professional has the SEO editor, Essential does not. */
const storeOn = (packageId: string = PACKAGE_IDS.professional) => shopOnPlan(t, packageId);

const blankPolicies = { privacy: '', terms: '', refund: '', shipping: '' };
const page = {
  name: 'Our story',
  slug: 'our-story',
  body: '<p>Made in <strong>Jaipur</strong> since 1998.</p>',
  status: 'draft',
  seo_title: '',
  seo_description: '',
};

/** The links of the footer's list under `label`, as "name href". */
const footerLinksOf = (html: string, label: string) =>
  [
    ...(new RegExp(`<nav aria-label="${label}">(.*?)</nav>`, 's').exec(html)?.[1] ?? '').matchAll(
      /<a href="([^"]+)">([^<]+)</g,
    ),
  ].map((m) => `${m[2]} ${m[1]?.replaceAll('&amp;', '&')}`);
const footerLinks = (html: string) => footerLinksOf(html, 'About the shop');

describe('policies', () => {
  it('keep only the editor’s tags, publish the written ones and link them from the footer', async () => {
    const shop = await storeOn();
    const refund =
      '<p onclick="steal()">Returns within <em>30 days</em>.<script>alert(1)</script></p><a href="javascript:alert(1)">here</a>';
    const saved = await t.call('PUT', POLICIES, { ...blankPolicies, refund, privacy: '<p></p>' }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.refund).toBe(
      '<p>Returns within <em>30 days</em>.</p><a rel="noopener noreferrer nofollow">here</a>',
    );
    // An editor's empty paragraph is not a policy.
    expect(saved.body.data.privacy).toBe('');

    const home = await visit(t, `${shop.base}/`);
    expect(footerLinks(home.html)).toEqual([`Refund policy ${shop.base}/policies/refund`]);
    const policy = await visit(t, `${shop.base}/policies/refund`);
    expect(policy.status).toBe(200);
    expect(policy.html).toContain('<h1>Refund policy</h1>');
    expect(policy.html).toContain('Returns within <em>30 days</em>.');
    expect(policy.html).not.toMatch(/alert\(1\)|onclick|javascript:/);
    expect((await visit(t, `${shop.base}/policies/privacy`)).status).toBe(404);
    expect((await visit(t, `${shop.base}/policies/cookies`)).status).toBe(404);
  });

  it('refuse a policy past 60,000 characters and keep what was saved', async () => {
    const shop = await storeOn();
    await t.call('PUT', POLICIES, { ...blankPolicies, terms: '<p>Be kind.</p>' }, shop.token);
    const res = await t.call('PUT', POLICIES, { ...blankPolicies, terms: `<p>${'x'.repeat(60_000)}</p>` }, shop.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^terms: 60000 characters at most/);
    expect((await t.call('GET', POLICIES, undefined, shop.token)).body.data.terms).toBe('<p>Be kind.</p>');
  });
});

describe('pages', () => {
  it('show in the shop, its footer and its sitemap once published, not as drafts', async () => {
    const shop = await storeOn();
    const draft = await t.call('POST', PAGE, page, shop.token);
    expect(draft.statusCode, JSON.stringify(draft.body)).toBe(200);
    expect((await visit(t, `${shop.base}/pages/our-story`)).status).toBe(404);
    expect(footerLinks((await visit(t, `${shop.base}/`)).html)).toEqual([]);

    const id = draft.body.data._id;
    const published = await t.call(
      'PUT',
      PAGE,
      { ...page, _id: id, status: 'published', seo_description: 'How a Jaipur workshop became a shop.' },
      shop.token,
    );
    expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
    const shown = await visit(t, `${shop.base}/pages/our-story`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1>Our story</h1>');
    expect(shown.html).toContain('Made in <strong>Jaipur</strong> since 1998.');
    expect(shown.html).toContain('<meta name="description" content="How a Jaipur workshop became a shop."');
    expect(footerLinks((await visit(t, `${shop.base}/`)).html)).toEqual([`Our story ${shop.base}/pages/our-story`]);
    expect((await visit(t, `${shop.base}/sitemap.xml`)).html).toContain(`${shop.base}/pages/our-story</loc>`);
  });

  it('refuse a slug another page has, a bad slug and an unknown status; nothing is saved', async () => {
    const shop = await storeOn();
    expect((await t.call('POST', PAGE, page, shop.token)).statusCode).toBe(200);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...page, name: 'Another story', slug: 'Our-Story' }, 400, /^slug: Use lower-case letters/],
      [{ ...page, name: 'Another story' }, 409, /^slug: another page of your store has this address/],
      [{ ...page, name: 'Bad', slug: '../admin' }, 400, /^slug: Use lower-case letters/],
      [{ ...page, name: 'Bad', slug: 'bad', status: 'live' }, 400, /^status: Choose draft or published/],
      [{ ...page, name: '', slug: 'blank' }, 400, /^name: Enter a title/],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', PAGE, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', `${PAGE}_list`, undefined, shop.token)).body.total).toBe(1);
  });

  it('are the store’s own: another store’s page is a 404 and its slug is free elsewhere', async () => {
    const [a, b] = [await storeOn(), await storeOn()];
    const mine = await t.call('POST', PAGE, { ...page, status: 'published' }, a.token);
    expect((await t.call('GET', `${PAGE}/${mine.body.data._id}`, undefined, b.token)).statusCode).toBe(404);
    expect((await t.call('PUT', PAGE, { ...page, _id: mine.body.data._id }, b.token)).statusCode).toBe(404);
    expect((await t.call('POST', PAGE, page, b.token)).statusCode).toBe(200);
    expect((await visit(t, `${b.base}/pages/our-story`)).status).toBe(404);
  });

  it('are written by the owner and website staff only', async () => {
    const shop = await storeOn();
    const website = await memberToken(t, shop.id, 'staff', ['website']);
    expect((await t.call('POST', PAGE, page, website)).statusCode).toBe(200);
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await t.call('POST', PAGE, { ...page, slug: 'other', name: 'Other' }, orders)).statusCode).toBe(403);
  });
});

describe('SEO settings', () => {
  const seo = {
    title: 'Hand-block prints from Jaipur',
    description: 'Cotton shirts and dresses printed by hand.',
    social_image: 'https://cdn.example/share.jpg',
    sitemap: { catalogs: true, products: true, pages: true },
    overrides: [] as { path: string; title: string; description: string }[],
  };

  it('are the SEO editor’s: a store without it gets a 404', async () => {
    const shop = await storeOn(PACKAGE_IDS.essential);
    const res = await t.call('PUT', SEO, seo, shop.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no SEO editor: the Professional package has it.');
  });

  it('name the home page, stand in as its social image and override a page by its path', async () => {
    const shop = await storeOn();
    const product = await addProduct(t, shop.token);
    const override = {
      path: `/p/${product.slug}`,
      title: 'The shirt of the summer',
      description: 'Linen, hand printed.',
    };
    const saved = await t.call('PUT', SEO, { ...seo, overrides: [override] }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const home = (await visit(t, `${shop.base}/`)).html;
    expect(home).toContain('<title>Hand-block prints from Jaipur</title>');
    expect(home).toContain('<meta name="description" content="Cotton shirts and dresses printed by hand."');
    expect(home).toContain('<meta property="og:image" content="https://cdn.example/share.jpg"');
    const productPage = (await visit(t, `${shop.base}/p/${product.slug}`)).html;
    expect(productPage).toContain('<title>The shirt of the summer</title>');
    expect(productPage).toContain('content="Linen, hand printed."');
  });

  it('choose what the sitemap lists', async () => {
    const shop = await storeOn();
    const product = await addProduct(t, shop.token);
    await t.call('POST', PAGE, { ...page, status: 'published' }, shop.token);
    const locs = async () =>
      [...(await visit(t, `${shop.base}/sitemap.xml`)).html.matchAll(/<loc>([^<]+)</g)].map((m) => m[1]);
    expect((await locs()).some((loc) => loc?.endsWith(`/p/${product.slug}`))).toBe(true);

    await t.call('PUT', SEO, { ...seo, sitemap: { catalogs: true, products: false, pages: false } }, shop.token);
    const listed = await locs();
    expect(listed.some((loc) => loc?.includes('/p/') || loc?.includes('/pages/'))).toBe(false);
    expect(listed[0]).toMatch(new RegExp(`${shop.base}/$`));
  });

  it('refuse a page listed twice, an address outside the shop and a long title', async () => {
    const shop = await storeOn();
    const twice = { path: '/c/sale', title: 'Sale', description: '' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...seo, overrides: [twice, twice] }, /^overrides\.1\.path: This page is already listed/],
      [
        { ...seo, overrides: [{ ...twice, path: 'javascript:alert(1)' }] },
        /^overrides\.0\.path: Enter a page of your shop/,
      ],
      [{ ...seo, overrides: [{ ...twice, path: '//evil.example' }] }, /^overrides\.0\.path: Enter a page of your shop/],
      [{ ...seo, title: 'x'.repeat(71) }, /^title: 70 characters at most/],
      [{ ...seo, social_image: 'http://cdn.example/a.jpg' }, /^social_image: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', SEO, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', SEO, undefined, shop.token)).body.data).toBeNull();
  });
});

describe('the footer', () => {
  const content = {
    about: 'Hand-block printed clothing,\nmade in Jaipur since 1998.',
    address: '12 Johari Bazaar\nJaipur 302003',
    email: 'hello@urban.example',
    phone: '+91 98450 12345',
    socials: [{ network: 'instagram', url: 'https://instagram.com/urbanthreads' }],
  };
  const links = { heading: 'Popular searches', links: [{ label: 'Linen shirts', link: '/search?q=linen' }] };

  it('shows the store’s words, contact and socials, and its SEO links while it has the SEO editor', async () => {
    const shop = await storeOn();
    expect((await t.call('PUT', '/api/store/footer_content', content, shop.token)).statusCode).toBe(200);
    expect((await t.call('PUT', '/api/store/footer_seo_links', links, shop.token)).statusCode).toBe(200);
    const { html } = await visit(t, `${shop.base}/`);
    expect(html).toContain('<p class="footer-about">Hand-block printed clothing,\nmade in Jaipur since 1998.</p>');
    expect(html).toContain('<a href="tel:+919845012345">+91 98450 12345</a>');
    expect(html).toContain('<a href="mailto:hello@urban.example">hello@urban.example</a>');
    expect(html).toContain(
      '<a href="https://instagram.com/urbanthreads" rel="noopener me" target="_blank">Instagram</a>',
    );
    expect(footerLinksOf(html, 'Popular searches')).toEqual([`Linen shirts ${shop.base}/search?q=linen`]);

    await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.essential }).where(eq(stores.id, shop.id));
    await t.written();
    const after = (await visit(t, `${shop.base}/`)).html;
    expect(footerLinksOf(after, 'Popular searches')).toEqual([]);
    expect(after).toContain('footer-about');
  });

  it('refuses a network twice, a link outside the shop and a web address that is not https', async () => {
    const shop = await storeOn();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        '/api/store/footer_content',
        { ...content, socials: [content.socials[0], content.socials[0]] },
        /^socials\.1\.network: This network is already listed/,
      ],
      [
        '/api/store/footer_content',
        { ...content, socials: [{ network: 'instagram', url: 'http://instagram.com/u' }] },
        /^socials\.0\.url: Use the https:\/\/ address of your page/,
      ],
      ['/api/store/footer_content', { ...content, email: 'not-an-email' }, /^email: /],
      [
        '/api/store/footer_seo_links',
        { ...links, links: [{ label: 'Evil', link: 'javascript:alert(1)' }] },
        /^links\.0\.link: Enter a page of your shop/,
      ],
      ['/api/store/footer_seo_links', { ...links, heading: '' }, /^heading: Write the heading over the links/],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.call('PUT', path, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

describe('search keywords', () => {
  const KEYWORDS = '/api/store/search_keywords';

  it('find a keyword’s synonyms too and show its promoted products first, in the order picked', async () => {
    const shop = await storeOn();
    const tee = await addProduct(t, shop.token, { name: 'Block Print T-Shirt' });
    const kurta = await addProduct(t, shop.token, { name: 'Indigo Kurta' });
    const other = await addProduct(t, shop.token, { name: 'Canvas Tote' });
    const names = (html: string, section: string) =>
      [
        ...(new RegExp(`aria-label="${section}">(.*?)</section>`, 's').exec(html)?.[1] ?? '').matchAll(
          /<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g,
        ),
      ].map((m) => m[1]);
    expect((await visit(t, `${shop.base}/search?q=tee`)).html).toContain('No products match “tee”');

    const saved = await t.call(
      'PUT',
      KEYWORDS,
      { keywords: [{ keyword: ' Tee ', synonyms: ['T-shirt', 'top'], promoted: [kurta._id, other._id] }] },
      shop.token,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.keywords[0]).toMatchObject({ keyword: 'Tee', synonyms: ['T-shirt', 'top'] });

    for (const typed of ['tee', 'TOP']) {
      const { html } = await visit(t, `${shop.base}/search?q=${typed}`);
      expect(html, typed).toContain(tee.name);
      expect(names(html, 'Top picks'), typed).toEqual(['Indigo Kurta', 'Canvas Tote']);
    }
    // A word that is no keyword searches as it always did.
    expect(names((await visit(t, `${shop.base}/search?q=canvas`)).html, 'Top picks')).toEqual([]);
  });

  it('refuse a word leading to two keywords and another store’s product, keeping what was saved', async () => {
    const [shop, stranger] = [await storeOn(), await storeOn()];
    const theirs = await addProduct(t, stranger.token);
    const twice = {
      keywords: [
        { keyword: 'tee', synonyms: ['top'], promoted: [] },
        { keyword: 'shirt', synonyms: ['TOP'], promoted: [] },
      ],
    };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [twice, 400, /^keywords\.1\.synonyms: “TOP” is already a keyword or synonym/],
      [
        { keywords: [{ keyword: '', synonyms: [], promoted: [] }] },
        400,
        /^keywords\.0\.keyword: Enter a word or phrase/,
      ],
      [
        { keywords: [{ keyword: 'tee', synonyms: [], promoted: [theirs._id] }] },
        404,
        /^keywords\.0\.promoted: a product picked is not in your store/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('PUT', KEYWORDS, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', KEYWORDS, undefined, shop.token)).body.data).toBeNull();
  });
});

describe('the /setup hub’s states', () => {
  it('say each saved setting’s state in a few words, and nothing of one never saved', async () => {
    const shop = await storeOn();
    const states = async () => (await t.call('GET', '/api/store/website_settings', undefined, shop.token)).body.data;
    expect(await states()).toEqual({});
    await t.call('PUT', POLICIES, { ...blankPolicies, refund: '<p>30 days.</p>', terms: '<p></p>' }, shop.token);
    await t.call(
      'PUT',
      '/api/store/search_keywords',
      { keywords: [{ keyword: 'tee', synonyms: [], promoted: [] }] },
      shop.token,
    );
    await t.call(
      'PUT',
      '/api/store/announcement_bar',
      { enabled: false, text: 'Sale', link: '', background: '#111111', starts_on: null, ends_on: null },
      shop.token,
    );
    expect(await states()).toEqual({
      policies: '1 of 4 written',
      search_keywords: '1 keyword',
      announcement_bar: 'Off',
    });
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await t.call('GET', '/api/store/website_settings', undefined, orders)).statusCode).toBe(403);
  });
});

describe('menus', () => {
  const MENUS = '/api/store/menus';

  it('link the store’s catalogs, products, pages and policies in the header and footer, leaving out what is not shown', async () => {
    const shop = await storeOn();
    const catalog = await addCatalog(t, shop.token, { name: 'Summer' });
    const product = await addProduct(t, shop.token, { name: 'Linen Shirt' });
    const story = await t.call('POST', PAGE, { ...page, status: 'published' }, shop.token);
    const draft = await t.call('POST', PAGE, { ...page, name: 'Draft', slug: 'draft' }, shop.token);
    const menus = {
      header: [
        {
          label: 'Summer',
          kind: 'catalog',
          target: catalog._id,
          children: [
            { label: 'Linen shirt', kind: 'product', target: product._id },
            { label: 'Unfinished', kind: 'page', target: draft.body.data._id },
          ],
        },
        { label: 'Sale', kind: 'url', target: '/search?q=sale', children: [] },
      ],
      footer: [
        { label: 'Our story', kind: 'page', target: story.body.data._id, children: [] },
        { label: 'Returns', kind: 'policy', target: 'refund', children: [] },
        { label: 'Blog', kind: 'url', target: 'https://blog.example/', children: [] },
      ],
    };
    const saved = await t.call('PUT', MENUS, menus, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const { html } = await visit(t, `${shop.base}/`);
    const header = /<nav class="menu" aria-label="Menu">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(header).toContain('<summary>Summer</summary>');
    expect(header).toContain(`<a href="${shop.base}/c/${catalog.slug}">All Summer</a>`);
    expect(header).toContain(`<a href="${shop.base}/p/${product.slug}">Linen shirt</a>`);
    expect(header).toContain(`<a href="${shop.base}/search?q=sale">Sale</a>`);
    // A draft page is not in the shop, so neither is its item.
    expect(header).not.toContain('Unfinished');
    expect(footerLinksOf(html, 'Footer menu')).toEqual([
      `Our story ${shop.base}/pages/our-story`,
      `Returns ${shop.base}/policies/refund`,
      'Blog https://blog.example/',
    ]);

    // An item follows its catalog: hidden, it and the items under it leave the menu.
    const hidden = await t.call(
      'PUT',
      '/api/store/catalog',
      { _id: catalog._id, name: 'Summer', status: 'hidden' },
      shop.token,
    );
    expect(hidden.statusCode).toBe(200);
    expect((await visit(t, `${shop.base}/`)).html).not.toContain('Linen shirt');
  });

  it('refuse another store’s catalog, a script link, a target of the wrong kind and a third level', async () => {
    const [shop, stranger] = [await storeOn(), await storeOn()];
    const theirs = await addCatalog(t, stranger.token, { name: 'Theirs' });
    const item = (over: Record<string, unknown>) => ({
      header: [{ label: 'X', kind: 'url', target: '/', children: [], ...over }],
      footer: [],
    });
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [item({ kind: 'catalog', target: theirs._id }), 404, /^header\.0\.target: this catalog is not in your store/],
      [item({ target: 'javascript:alert(1)' }), 400, /^header\.0\.target: Enter a page of your shop/],
      [item({ kind: 'page', target: '/pages/x' }), 400, /^header\.0\.target: Pick a page/],
      [item({ kind: 'policy', target: 'cookies' }), 400, /^header\.0\.target: Pick a policy/],
      [
        item({
          children: [
            { label: 'Deep', kind: 'url', target: '/', children: [{ label: 'Deeper', kind: 'url', target: '/' }] },
          ],
        }),
        400,
        /children/,
      ],
      [{ header: Array.from({ length: 13 }, () => item({}).header[0]), footer: [] }, 400, /^header: 12 items at most/],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('PUT', MENUS, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', MENUS, undefined, shop.token)).body.data).toBeNull();
  });
});
