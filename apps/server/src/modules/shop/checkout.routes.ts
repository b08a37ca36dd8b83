import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { badRequest } from '../../platform/errors.js';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  cartLineInput,
  cartQuantityInput,
  checkoutInput,
  couponApplyInput,
  emailField,
  MAX_CART_LINES,
  QUICK_ORDER_FIELDS,
  quickOrderInput,
  bundleInput,
  quoteRequestInput,
  takesGiftCards,
} from '@stallfront/shared';
import { checkoutFormInput, emptyForm, keptValues, type ShopCartDrawer, withoutPrices } from '@stallfront/shared/shop';
import { authRateLimit } from '../../platform/rate-limit.js';
import { isUuid } from '../../platform/uuid.js';
import { rememberCartContact } from '../carts/abandoned.js';
import { openCart } from '../carts/cart.repo.js';
import { addCartLine, addCartLines, type CartStore, setCartQuantity, viewCart } from '../carts/cart.service.js';
import { applyCartCoupon, removeCartCoupon } from '../carts/cart-coupon.service.js';
import { placeOrder } from '../orders/checkout.service.js';
import { checkoutSummary } from '../orders/summary.service.js';
import { requestQuote } from '../quotes/quote.service.js';
import { orderHref } from './order.routes.js';
import { hostedRedirect } from './hosted-payment.js';
import { gatewayConfigOf } from '../payments/gateway.service.js';
import { shopPaymentMethods } from './account.pages.js';
import { type Body, bodyOf, CONTACT, formRoutes, page, type ShopTools } from './form-routes.js';
import { notFound } from './pages.js';
import { COUNTRIES } from '../../db/countries.js';
import type { ShopContext } from './shop-store.js';
import { cartIdOf, customerOf, keepCart, pricesHiddenFrom } from './visitor.js';

export const CHECKOUT_FIELDS = [
  ...CONTACT,
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'card_number',
  'gift_card_code',
  'accept_terms',
  'note',
  'coupon_code',
  'delivery_method',
  'payment_method',
];

export const cartStoreOf = (shop: ShopContext): CartStore & { features: string[] } => ({
  id: shop.store.id,
  currency: shop.store.currency,
  cartKind: shop.store.buy_mode === 'quote' ? 'quote' : 'order',
  features: shop.features,
});

/** Cart, quick order, checkout, order confirmation and quote requests. */
export function installCheckoutRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const gc = gatewayConfigOf(app.ctx.config, app.ctx.db);

  const { shopFor, get, post, redirect, now } = formRoutes(app, prefix, form, tools);
  const guarded = formRoutes(app, prefix, { ...form, config: authRateLimit(app) }, tools);
  const hasCart = (s: ShopContext) => s.store.buy_mode === 'cart' || s.store.buy_mode === 'quote';
  const sellsOrders = (s: ShopContext) => s.store.buy_mode === 'cart';

  /** The store turned guest checkout off (/setting/store): a shopper signs in first, where it has accounts. */
  const signInFirst = (s: ShopContext) =>
    !s.settings.storeOptions.checkout.guest_checkout && s.features.includes('customer_portal');
  /** Where the terms a shopper must accept are, when the store asks (/setting/store) and has written them. */
  const termsHref = (s: ShopContext) =>
    s.settings.storeOptions.checkout.terms_required && s.sitePages.policies.includes('terms')
      ? `${s.store.base}/policies/terms`
      : null;
  const signInHref = (s: ShopContext) => `${s.store.base}/account/sign-in?next=checkout`;
  const takesCoupons = (s: ShopContext) => sellsOrders(s) && s.features.includes('coupon_codes');
  /** Who looks at the cart, for its coupon's rules: the signed-in customer, or nobody known yet. */
  const viewerOf = async (req: FastifyRequest, shop: ShopContext, email: string | null = null) => {
    if (!takesCoupons(shop)) return undefined;
    const customer = await customerOf(req, shop);
    return { shopper: { customerId: customer?.id ?? null, email: customer?.email ?? email }, now: now() };
  };

  async function cartPage(req: FastifyRequest, shop: ShopContext, formState = emptyForm(), status = 200) {
    const cart = await viewCart(db, cartStoreOf(shop), cartIdOf(req), await viewerOf(req, shop));
    const base = shop.store.base;
    const quote = shop.store.buy_mode === 'quote';
    const coupons = takesCoupons(shop);
    return page(
      shop,
      '/cart',
      quote ? 'Your quote list' : 'Your cart',
      {
        kind: 'cart',
        data: {
          cart,
          update_action: `${base}/cart/update`,
          json_href: `${base}/cart.json`,
          checkout_href: quote ? null : `${base}/checkout`,
          quote_action: quote ? `${base}/quote` : null,
          coupon_action: coupons ? `${base}/cart/coupon` : null,
          coupon_remove_action: coupons ? `${base}/cart/coupon/remove` : null,
          form: formState,
        },
      },
      status,
    );
  }

  async function checkoutPage(req: FastifyRequest, shop: ShopContext, formState = emptyForm(), status = 200) {
    const typed = emailField.safeParse(formState.values.email);
    const viewer = await viewerOf(req, shop, typed.success ? typed.data : null);
    const customer = await customerOf(req, shop);
    if (!customer && signInFirst(shop)) return { kind: 'redirect', status: 303, to: signInHref(shop) } as const;
    const values: Record<string, string> = {
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      country: shop.country,
      ...formState.values,
    };
    // The choices and the tax follow the address typed so far; "Update delivery options" posts it to
    // draw them again, and a form sent back (a refusal) is priced for its address.
    const address = {
      country: values.country ?? shop.country,
      region: values.region ?? '',
      postcode: values.postal_code ?? '',
    };
    const method = formState.values.delivery_method ?? '';
    const summary = await checkoutSummary(db, cartStoreOf(shop), cartIdOf(req), method, address, viewer);
    if (summary.cart.lines.length === 0)
      return { kind: 'redirect', status: 303, to: `${shop.store.base}/cart` } as const;
    return page(
      shop,
      '/checkout',
      'Checkout',
      {
        kind: 'checkout',
        data: {
          cart: summary.cart,
          terms_href: termsHref(shop),
          order_notes: shop.settings.storeOptions.checkout.order_notes,
          delivery: summary.delivery.map((o) => ({ method: o.id, label: o.label, fee: o.fee })),
          delivery_problem: summary.deliveryProblem,
          delivery_action: `${shop.store.base}/checkout/delivery`,
          countries: countriesFor(shop.country),
          chosen: summary.chosen?.id ?? null,
          totals: summary.totals,
          payment_methods: shopPaymentMethods(shop),
          gift_cards: takesGiftCards(shop.features),
          coupon_href: takesCoupons(shop) ? `${shop.store.base}/cart` : null,
          expected_subtotal: summary.totals.subtotal + summary.totals.tax,
          idempotency_key: formState.values.idempotency_key ?? randomUUID(),
          action: `${shop.store.base}/checkout`,
          form: { ...formState, values },
        },
      },
      status,
    );
  }

  get('/cart', hasCart, (req, shop) => cartPage(req, shop));
  // An abandoned cart's reminder links back here: the cart becomes this browser's again.
  app.get(`${prefix}/cart/recover/:id`, tools.html, async (req, reply) => {
    const shop = await shopFor(req, reply, hasCart);
    if (!shop) return;
    const { id } = req.params as { id: string };
    const cart = isUuid(id) ? await openCart(db, shop.store.id, id) : null;
    if (!cart) return tools.send(reply, req, shop, notFound('This cart was ordered or no longer exists.'));
    keepCart(req, reply, shop, cart.id);
    return reply.redirect(`${shop.store.base}/cart`, 303);
  });
  // The cart drawer's contents, read by the page's script after an add or a click on the cart.
  app.get(`${prefix}/cart.json`, tools.html, async (req, reply) => {
    const shop = await shopFor(req, reply, hasCart);
    if (!shop) return;
    const cart = await viewCart(db, cartStoreOf(shop), cartIdOf(req), await viewerOf(req, shop));
    const hidden = await pricesHiddenFrom(req, shop);
    const drawer: ShopCartDrawer = {
      cart: hidden ? withoutPrices(cart) : cart,
      prices_hidden: hidden,
      cart_href: `${shop.store.base}/cart`,
      checkout_href: shop.store.buy_mode === 'cart' ? `${shop.store.base}/checkout` : null,
    };
    return reply.header('cache-control', 'no-store').send(drawer);
  });
  post(
    '/cart',
    hasCart,
    cartLineInput,
    async (req, reply, shop, input) => {
      const cartId = await addCartLine(db, cartStoreOf(shop), cartIdOf(req), input, now());
      keepCart(req, reply, shop, cartId);
      return redirect(`${shop.store.base}/cart`);
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
  );
  // An add-on offer's ticked items, one of each (the product page's "frequently bought together").
  post(
    '/cart/bundle',
    (s) => sellsOrders(s) && s.features.includes('addon_products'),
    bundleInput,
    async (req, reply, shop, lines) => {
      const cartId = await addCartLines(db, cartStoreOf(shop), cartIdOf(req), lines, now(), { quickOrder: false });
      keepCart(req, reply, shop, cartId);
      return redirect(`${shop.store.base}/cart`);
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
  );
  post(
    '/cart/update',
    hasCart,
    cartQuantityInput,
    async (req, _reply, shop, input) => {
      await setCartQuantity(db, cartStoreOf(shop), cartIdOf(req), input, now());
      return redirect(`${shop.store.base}/cart`);
    },
    // A refused quantity (more than is left) is told beside its line: the form names the line.
    (req, shop, state, status) => cartPage(req, shop, state, status),
    { fields: ['quantity'] },
  );

  // A code is a secret worth guessing: as few tries a minute per client as sign-ins.
  guarded.post(
    '/cart/coupon',
    takesCoupons,
    couponApplyInput,
    async (req, _reply, shop, input) => {
      const viewer = await viewerOf(req, shop);
      if (viewer) await applyCartCoupon(db, cartStoreOf(shop), cartIdOf(req), input.coupon_code, viewer);
      return redirect(`${shop.store.base}/cart`);
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
    { fields: ['coupon_code'] },
  );
  post(
    '/cart/coupon/remove',
    takesCoupons,
    z.object({}),
    async (req, _reply, shop) => {
      await removeCartCoupon(db, shop.store.id, cartIdOf(req));
      return redirect(`${shop.store.base}/cart`);
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
  );

  const quickOrders = (s: ShopContext) => sellsOrders(s) && s.features.includes('quick_orders');
  const quickOrderPage = (shop: ShopContext, body: Body = {}, form = emptyForm(), status = 200) =>
    page(
      shop,
      '/quick-order',
      'Quick order',
      { kind: 'quick_order', data: { action: `${shop.store.base}/quick-order`, rows: typedRows(body), form } },
      status,
    );
  get('/quick-order', quickOrders, async (_req, shop) => quickOrderPage(shop));
  post(
    '/quick-order',
    quickOrders,
    quickOrderInput,
    async (req, reply, shop, { rows, problems }) => {
      const cartId = await addCartLines(db, cartStoreOf(shop), cartIdOf(req), rows, now(), { problems });
      keepCart(req, reply, shop, cartId);
      return redirect(`${shop.store.base}/cart`);
    },
    // Every row comes back as typed, each problem beside its row.
    async (req, shop, state, status) => quickOrderPage(shop, bodyOf(req), state, status),
    { fields: QUICK_ORDER_FIELDS },
  );

  /** Whatever else is wrong with the form, a valid email lets the store follow up a cart left here. */
  const rememberContact = async (req: FastifyRequest, shop: ShopContext, body: Body) => {
    const cartId = cartIdOf(req);
    const email = emailField.safeParse(body.email);
    const customer = await customerOf(req, shop);
    if (cartId && (email.success || customer)) {
      await rememberCartContact(db, shop.store.id, cartId, { email: email.data, customerId: customer?.id }, now());
    }
  };
  get('/checkout', sellsOrders, (req, shop) => checkoutPage(req, shop));
  post(
    '/checkout',
    sellsOrders,
    checkoutInput,
    async (req, _reply, shop, input) => {
      const cartId = cartIdOf(req);
      const customer = await customerOf(req, shop);
      if (!shopPaymentMethods(shop).some((m) => m.method === input.payment_method))
        throw badRequest('payment_method: this shop does not take that payment method');
      if (!customer && signInFirst(shop)) return redirect(signInHref(shop));
      if (termsHref(shop) && (req.body as Record<string, unknown>).accept_terms !== 'on')
        throw badRequest('accept_terms: Tick that you accept the terms to place the order');
      // A note is kept only where the store asks for one.
      const note = shop.settings.storeOptions.checkout.order_notes ? input.note : '';
      const placed = await placeOrder(db, cartStoreOf(shop), cartId, { ...input, note }, customer?.id ?? null, now());
      // Stripe, Razorpay: the provider's page takes the money and sends the shopper back to the order.
      const hosted = await hostedRedirect(
        db,
        gc,
        shop,
        placed.order,
        orderHref(shop, placed.order),
        input.payment_method,
        input.idempotency_key,
        now(),
      );
      if (hosted) return redirect(hosted);
      // Paid or declined, the order's own page answers (post/redirect/get): a declined card is
      // tried again there, on the same order, and a refresh sends nothing.
      return redirect(orderHref(shop, placed.order));
    },
    (req, shop, state, status) => checkoutPage(req, shop, state, status),
    { fields: CHECKOUT_FIELDS, shape: checkoutFormInput, before: rememberContact },
  );
  // The form sent to show the delivery choices for the address typed: nothing is placed.
  post(
    '/checkout/delivery',
    sellsOrders,
    z.object({}),
    async (req, _reply, shop) =>
      checkoutPage(req, shop, { values: keptValues(bodyOf(req)), errors: {}, message: null }),
    (req, shop, state, status) => checkoutPage(req, shop, state, status),
    { before: rememberContact },
  );

  post(
    '/quote',
    (s) => s.store.buy_mode === 'quote',
    quoteRequestInput,
    async (req, _reply, shop, input) => {
      const customer = await customerOf(req, shop);
      const quote = await requestQuote(db, shop.store, cartIdOf(req), input, customer?.id ?? null, now());
      const message = `We have your request and will send prices to ${input.email}.`;
      return page(shop, '/quote', `Quote request #${quote.number} sent`, {
        kind: 'sent',
        data: { kind: 'quote', title: `Quote request #${quote.number} sent`, message },
      });
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
    // An email given on a refused request is kept, as at checkout: the list can be followed up.
    { fields: [...CONTACT, 'company', 'note'], before: rememberContact },
  );
}

/** The quick order form's rows as typed (at least QUICK_ORDER_ROWS, the rest blank to fill). */
function typedRows(body: Body) {
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : '');
  const skus = list(body.sku);
  const quantities = list(body.quantity);
  const count = Math.min(MAX_CART_LINES, Math.max(QUICK_ORDER_ROWS, skus.length, quantities.length));
  return Array.from({ length: count }, (_, i) => ({ sku: text(skus[i]), quantity: text(quantities[i]) }));
}
const QUICK_ORDER_ROWS = 8;

const BY_NAME = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The checkout's countries: the store's own first (most of its shoppers live there), then by name. */
function countriesFor(own: string) {
  const first = BY_NAME.filter((c) => c.code === own);
  return [...first, ...BY_NAME.filter((c) => c.code !== own)].map(({ code, name }) => ({ code, name }));
}
