import type { FastifyReply, FastifyRequest } from 'fastify';
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

export function keepCart(req: FastifyRequest, reply: FastifyReply, shop: ShopContext, cartId: string) {
  reply.setCookie(CART_COOKIE, cartId, cookieOptions(req, shop, 60 * 86_400));
}

export async function customerOf(req: FastifyRequest, shop: ShopContext): Promise<CustomerRow | null> {
  if (!shop.features.includes('customer_portal')) return null;
  return customerOfSession(req.server.ctx.db, shop.store.id, req.cookies[CUSTOMER_COOKIE], req.server.ctx.now());
}

/** What every page's header and forms need of this visitor: their CSRF token, cart count and name. */
export async function visitorOf(req: FastifyRequest, reply: FastifyReply, shop: ShopContext | null) {
  const csrf = reply.generateCsrf({ path: shop ? cookiePath(shop) : '/', secure: req.protocol === 'https' });
  if (!shop) return { csrf, cart_count: 0, customer: null, accounts: false, extra_links: [] };
  const [cart, customer] = await Promise.all([
    openCart(req.server.ctx.db, shop.store.id, cartIdOf(req)),
    customerOf(req, shop),
  ]);
  return {
    csrf,
    cart_count: cart?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0,
    customer: customer ? (customer.name.split(' ')[0] ?? customer.name) : null,
    accounts: shop.features.includes('customer_portal'),
    extra_links: extraLinks(shop),
  };
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
  return links;
}
