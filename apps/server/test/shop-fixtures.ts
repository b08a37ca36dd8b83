import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type CreateStoreBody, PACKAGE_IDS } from '@stallfront/shared';
import { orders, stores, trialFeatures } from '../src/db/schema/index.js';
import { productBody, signUpStore } from './fixtures.js';
import type { TestApp } from './harness.js';

let counter = 0;

/** A new store through sign-up, with its sub_domain, id and owner token. */
export async function shopStore(t: TestApp, overrides: Partial<CreateStoreBody> = {}) {
  counter += 1;
  const sub = `shop-${Date.now().toString(36)}-${counter}`;
  const { token, session } = await signUpStore(t, { sub_domain: sub, ...overrides });
  return { token, sub, id: session.data._id as string, base: `/s/${sub}` };
}

/** A shop on a paid plan with its sign-up trial over: it has that plan's features and no others. */
export async function shopOnPlan(t: TestApp, packageId: string) {
  const shop = await shopStore(t);
  await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, shop.id));
  await t.app.ctx.db
    .update(stores)
    .set({ packageId, billingStatus: 'paid', paidFeatures: [], trialExpiry: null })
    .where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

/** A shop on the Professional plan that also bought these apps (paid features): a store app's tests. */
export async function shopWithApps(t: TestApp, apps: string[], packageId = PACKAGE_IDS.professional) {
  const shop = await shopOnPlan(t, packageId);
  await t.app.ctx.db.update(stores).set({ paidFeatures: apps }).where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

export async function addProduct(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/store/product', productBody(overrides), token);
  if (res.statusCode !== 200) throw new Error(`product: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; slug: string; name: string; sku: string };
}

/**
 * The id of a tax class charging `rate` percent everywhere in the store's own country (made once
 * per store and rate: "Tax 5%"), for a product's `tax_class_id`.
 */
export async function addTaxClass(t: TestApp, token: string, rate: number): Promise<string> {
  const name = `Tax ${rate}%`;
  const details = await t.call('GET', '/api/store/details', undefined, token);
  const country = details.body.data.country as string;
  const res = await t.call('POST', '/api/store/tax_class', { name, rates: [{ country, region: '', rate }] }, token);
  if (res.statusCode === 200) return res.body.data._id as string;
  const found = await t.call('POST', '/api/store/tax_class_list', { search: name }, token);
  const id = (found.body.list as { _id: string; name: string }[] | undefined)?.find((c) => c.name === name)?._id;
  if (!id) throw new Error(`tax class: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return id;
}

export async function addCatalog(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/store/catalog', body, token);
  if (res.statusCode !== 200) throw new Error(`catalog: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; slug: string; name: string };
}

/** Marks the store's custom domain as verified, as the domain settings will. */
export async function verifyDomain(t: TestApp, storeId: string, domain: string, verified = true) {
  await t.app.ctx.db
    .update(stores)
    .set({ customDomain: domain, customDomainVerifiedAt: verified ? new Date() : null })
    .where(eq(stores.id, storeId));
  await t.written();
}

export interface ShopResponse {
  status: number;
  html: string;
  headers: Record<string, unknown>;
}

/** A GET as a browser sends it, optionally to another Host. */
export async function visit(t: TestApp, url: string, host?: string): Promise<ShopResponse> {
  const res = await t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

/**
 * A shopper's browser: it keeps the shop's cookies (cart, session, visitor, CSRF secret) and
 * posts each form as a browser posting a rendered form does.
 */
export class Shopper {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(
    private readonly t: TestApp,
    private readonly host?: string,
    /** The address the shop sees the shopper at. */
    private readonly ip?: string,
  ) {}

  async get(url: string, { json = false } = {}): Promise<ShopResponse> {
    return this.send('GET', url, undefined, json);
  }

  /**
   * Posts a form as a browser does: saying it comes from the shop's own origin, with the token of
   * the last page seen that had one. `csrf: false` posts as no browser would: neither.
   * `json`: posted as the page's script does, asking for JSON back.
   */
  async post(
    url: string,
    fields: Record<string, string | string[]>,
    { csrf = true, json = false } = {},
  ): Promise<ShopResponse> {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...(csrf && this.csrf ? { _csrf: this.csrf } : {}), ...fields })) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
    }
    return this.send('POST', url, body.toString(), json, csrf ? { origin: this.origin } : {});
  }

  /** Sends one file as the page's script does: multipart in a field named file, from the shop's own origin. */
  async upload(url: string, file: { name: string; type: string; bytes: Uint8Array | string }): Promise<ShopResponse> {
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const request = new Request('http://test.local', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get('content-type') ?? '';
    return this.send('POST', url, payload, true, { 'content-type': type, 'sec-fetch-site': 'same-origin' });
  }

  private get origin() {
    return `http://${this.host ?? 'localhost:80'}`;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    payload?: string | Buffer,
    json = false,
    extra: Record<string, string> = {},
  ): Promise<ShopResponse> {
    const headers: Record<string, string> = json ? { accept: 'application/json' } : {};
    if (this.host) headers.host = this.host;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (payload !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    Object.assign(headers, extra);
    const res = await this.t.app.inject({
      method,
      url,
      headers,
      ...(this.ip ? { remoteAddress: this.ip } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = res.body.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
    if (token) this.csrf = token;
    return { status: res.statusCode, html: res.body, headers: res.headers };
  }
}

/** A form post as a browser sends it: from a fresh browser that has seen the shop's home page. */
export async function postForm(t: TestApp, url: string, fields: Record<string, string>): Promise<ShopResponse> {
  return new Shopper(t).post(url, fields);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of <meta name|property="key">. */
export function meta(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1] === undefined ? null : decode(tag[1]);
}

export const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
export const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;

/** Every JSON-LD object of the page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

/** The product card names of a page, in order. */
export const cardNames = (html: string) =>
  [...html.matchAll(/<h3 class="card-name">([^<]*)<\/h3>/g)].map((m) => decode(m[1] ?? ''));

/** The href of the first link whose text is `text`. */
export function linkHref(html: string, text: string): string | null {
  const match = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((m) => m[2] === text);
  return match?.[1] ? decode(match[1]) : null;
}

/** A checkout's address and delivery fields, as a guest fills them in. */
export const CHECKOUT_ADDRESS = {
  line1: '12 Beach Road',
  city: 'Chennai',
  postal_code: '600001',
  country: 'IN',
  delivery_method: 'standard',
};

/** The checkout page's hidden fields (the total seen and the form's key), as its form posts them. */
export async function checkoutPage(shopper: Shopper, base: string) {
  const page = await shopper.get(`${base}/checkout`);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  return {
    keys: { expected_subtotal: hidden('expected_subtotal'), idempotency_key: hidden('idempotency_key') },
    html: page.html,
  };
}

/** The checkout form's hidden keys alone, to post with the shopper's fields (never the page: it may pass the 16 KB form limit). */
export const checkoutKeys = async (shopper: Shopper, base: string) => (await checkoutPage(shopper, base)).keys;

/** A shopper checks out their cart by cash on delivery; answers the post and the order it made. */
export async function checkOutByCod(t: TestApp, shopper: Shopper, base: string, name: string, email: string) {
  const keys = await checkoutKeys(shopper, base);
  const placed = await shopper.post(`${base}/checkout`, {
    name,
    email,
    ...CHECKOUT_ADDRESS,
    payment_method: 'cod',
    card_number: '',
    ...keys,
  });
  if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}: ${placed.html.slice(0, 300)}`);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, email));
  if (!order) throw new Error(`no order for ${email}`);
  return { placed, order };
}

/** A shopper buys a new mug by cash on delivery: the order is live at once, with its live_order event. Answers its id. */
export async function buyMugByCod(t: TestApp, shop: { token: string; base: string }, name: string, quantity = 1) {
  const sku = `MUG-${randomUUID().slice(0, 8).toUpperCase()}`;
  await addProduct(t, shop.token, { name: 'Mug', sku, slug: sku.toLowerCase(), price: 25_000, stock: 10 });
  const shopper = new Shopper(t);
  const added = await shopper.post(`${shop.base}/cart`, { sku, quantity: String(quantity) });
  if (added.status !== 303) throw new Error(`adding to the cart answered ${added.status}`);
  const keys = await checkoutKeys(shopper, shop.base);
  const placed = await shopper.post(`${shop.base}/checkout`, {
    name,
    email: 'buyer@example.com',
    ...CHECKOUT_ADDRESS,
    payment_method: 'cod',
    card_number: '',
    ...keys,
  });
  if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
  return String(placed.headers.location).split('/').at(-2) as string;
}
