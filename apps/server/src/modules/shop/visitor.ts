import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopDocument } from '@stallfront/shared/shop';
import { SHOP_VISITOR_COOKIE, type ShopVisitorBits, visitorCookieValue } from '@stallfront/shared/shop-rules';
import type { CustomerRow } from '../../db/schema/index.js';
import { openCart } from '../carts/cart.repo.js';
import { customerOfSession } from '../customers/customer.service.js';
import type { ShopContext } from './shop-store.js';
import { isUuid } from '../../platform/uuid.js';

/** The shop's cookies: the cart and the customer's session, each kept to its shop's path. */
export const CART_COOKIE = 'sf_cart';
export const CUSTOMER_COOKIE = 'sf_customer';

/** Where the shop's cookies live: its base path, or the whole custom domain. */
export const cookiePath = (shop: ShopContext) => `${shop.store.base}/`;

export function cookieOptions(req: FastifyRequest, shop: ShopContext, maxAgeSeconds: number) {
  return {
    path: cookiePath(shop),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

/** The cart the visitor's cookie names, if it looks like one (the query still checks the store). */
export function cartIdOf(req: FastifyRequest): string | null {
  const id = req.cookies[CART_COOKIE];
  return isUuid(id) ? id : null;
}

/** The cart cookie set for the answer; the request reads it too, so the visitor cookie counts this cart. */
export function keepCart(req: FastifyRequest, reply: FastifyReply, shop: ShopContext, cartId: string) {
  reply.setCookie(CART_COOKIE, cartId, cookieOptions(req, shop, 60 * 86_400));
  req.cookies[CART_COOKIE] = cartId;
}

/** The customer's session cookie, set (a token) or cleared (null), for the answer and the rest of the request. */
export function keepCustomerSession(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: ShopContext,
  session: { token: string; maxAgeSeconds: number } | null,
) {
  if (session) {
    reply.setCookie(CUSTOMER_COOKIE, session.token, cookieOptions(req, shop, session.maxAgeSeconds));
    req.cookies[CUSTOMER_COOKIE] = session.token;
  } else {
    reply.clearCookie(CUSTOMER_COOKIE, { path: cookiePath(shop) });
    delete req.cookies[CUSTOMER_COOKIE];
  }
}

export async function customerOf(req: FastifyRequest, shop: ShopContext): Promise<CustomerRow | null> {
  if (!shop.features.includes('customer_portal')) return null;
  return customerOfSession(req.server.ctx.db, shop.store.id, req.cookies[CUSTOMER_COOKIE], req.server.ctx.now());
}

/** Whether this visitor is kept from the prices (a store that shows them to signed-in buyers only). */
export async function pricesHiddenFrom(req: FastifyRequest, shop: ShopContext): Promise<boolean> {
  return shop.store.prices_hidden && (await customerOf(req, shop)) === null;
}

/** The visitor's cart count and first name, as the request's cookies now stand. */
async function bitsOf(req: FastifyRequest, shop: ShopContext): Promise<ShopVisitorBits> {
  const [cart, customer] = await Promise.all([
    openCart(req.server.ctx.db, shop.store.id, cartIdOf(req)),
    customerOf(req, shop),
  ]);
  return {
    cart_count: cart?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0,
    customer: customer ? (customer.name.split(' ')[0] ?? customer.name) : null,
  };
}

/** Keeps the header's bits in the visitor cookie that cached pages read (packages/shared shop/visitor.ts). */
function noteBits(req: FastifyRequest, reply: FastifyReply, shop: ShopContext, bits: ShopVisitorBits) {
  const value = visitorCookieValue(bits);
  if (value === (req.cookies[SHOP_VISITOR_COOKIE] ?? null)) return;
  if (value === null) reply.clearCookie(SHOP_VISITOR_COOKIE, { path: cookiePath(shop) });
  else reply.setCookie(SHOP_VISITOR_COOKIE, value, { ...cookieOptions(req, shop, 60 * 86_400), httpOnly: false });
}

/** After a form's write: the visitor cookie as the write left the cart and the session. */
export async function noteVisitor(req: FastifyRequest, reply: FastifyReply, shop: ShopContext) {
  noteBits(req, reply, shop, await bitsOf(req, shop));
}

/** The visitor's part of a shop page (ShopDocument). */
export type PageVisitor = Pick<ShopDocument, 'csrf' | 'cart_count' | 'customer' | 'accounts' | 'extra_links'>;

/** What a page that is the same for everyone draws: no token, no cart, nobody signed in. */
export function everyonesVisitor(shop: ShopContext | null): PageVisitor {
  return {
    csrf: '',
    cart_count: 0,
    customer: null,
    accounts: shop?.features.includes('customer_portal') ?? false,
    extra_links: shop ? extraLinks(shop) : [],
  };
}

/** What a page drawn for this visitor needs in its header and forms: their CSRF token, cart count and name. */
export async function visitorOf(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: ShopContext | null,
): Promise<PageVisitor> {
  const csrf = reply.generateCsrf({ path: shop ? cookiePath(shop) : '/', secure: req.protocol === 'https' });
  if (!shop) return { ...everyonesVisitor(null), csrf };
  const bits = await bitsOf(req, shop);
  noteBits(req, reply, shop, bits);
  return { ...everyonesVisitor(shop), ...bits, csrf };
}

/** The footer's links to the pages a store's features add. */
function extraLinks(shop: ShopContext) {
  const links = [];
  if (shop.store.buy_mode === 'cart' && shop.features.includes('quick_orders')) {
    links.push({ name: 'Quick order', href: `${shop.store.base}/quick-order` });
  }
  if (shop.store.buy_mode === 'cart' && shop.features.includes('gift_coupon')) {
    links.push({ name: 'Gift cards', href: `${shop.store.base}/gift-card` });
  }
  if (shop.features.includes('donations')) links.push({ name: 'Donate', href: `${shop.store.base}/donate` });
  if (shop.features.includes('feedback')) links.push({ name: 'Feedback', href: `${shop.store.base}/feedback` });
  if (shop.features.includes('blogs')) links.push({ name: 'Blog', href: `${shop.store.base}/blog` });
  if (shop.features.includes('recipes')) links.push({ name: 'Recipes', href: `${shop.store.base}/recipes` });
  if (shop.features.includes('web_stories')) links.push({ name: 'Stories', href: `${shop.store.base}/stories` });
  if (shop.features.includes('articles') && shop.hasGuides) {
    links.push({ name: 'Guides', href: `${shop.store.base}/articles` });
  }
  return links;
}
