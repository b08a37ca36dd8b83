import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingInput,
  cartLineInput,
  cartQuantityInput,
  enquiryInput,
  checkoutInput,
  emailField,
  customerSignInInput,
  customerSignUpInput,
  quickOrderInput,
  quoteRequestInput,
} from '@stallfront/shared';
import {
  checkoutFormInput,
  emptyForm,
  fieldErrors,
  keptValues,
  type ShopFormState,
  type ShopPage,
} from '@stallfront/shared/shop';
import { HttpError } from '../../platform/errors.js';
import { addCartLine, addCartLines, type CartStore, setCartQuantity, viewCart } from '../carts/cart.service.js';
import { rememberCartContact } from '../carts/abandoned.js';
import {
  endCustomerSession,
  signInCustomer,
  signUpCustomer,
  startCustomerSession,
} from '../customers/customer.service.js';
import { bookSlot } from '../bookings/booking.service.js';
import { sendEnquiry } from '../enquiries/enquiry.service.js';
import { placeOrder } from '../orders/checkout.service.js';
import { checkoutSummary } from '../orders/summary.service.js';
import { requestQuote } from '../quotes/quote.service.js';
import { accountPage, orderPage } from './account.pages.js';
import type { LoadResult } from './pages.js';
import type { ProductForms } from './product-forms.js';
import { visibleProductBySlug } from './shop.repo.js';
import { notFound } from './pages.js';
import { seoOf } from './seo.js';
import type { ShopContext } from './shop-store.js';
import { CUSTOMER_COOKIE, cartIdOf, cookieOptions, customerOf, keepCart } from './visitor.js';

export interface ShopTools {
  shopOf(req: FastifyRequest): Promise<ShopContext | null>;
  send(reply: FastifyReply, req: FastifyRequest, shop: ShopContext | null, result: LoadResult): Promise<unknown>;
  html: RouteShorthandOptions;
  /** The product page of the request's :slug, with an enquiry or booking form sent back. */
  productPage(req: FastifyRequest, shop: ShopContext, forms: ProductForms): Promise<LoadResult>;
}

type Body = Record<string, unknown>;

interface FormOptions {
  /** The fields the form's page shows a message beside; other problems become the form's message. */
  fields?: readonly string[];
  /** The body as the schema reads it (the checkout's flat address fields as one object). */
  shape?: (body: Body) => unknown;
  /** Runs before the form is read, whatever it holds. */
  before?: (req: FastifyRequest, shop: ShopContext, body: Body) => Promise<void>;
}
const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});

/**
 * A zod refusal or a service's 4xx as a form sent back: a message beside each field the form
 * shows (`fields`), and the rest (a hidden field's, a sold-out line's) as the form's message.
 */
export function formState(body: Body, error: z.ZodError | HttpError, fields: readonly string[]): ShopFormState {
  const values = keptValues(body);
  const problems: Record<string, string> = {};
  if (error instanceof HttpError) {
    const match = /^([a-z_]+): (.*)$/s.exec(error.message);
    problems[match?.[1] ?? 'form'] = match?.[2] ?? error.message;
  } else Object.assign(problems, fieldErrors(error));
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(problems)) {
    if (fields.includes(field)) errors[field] = message;
    else others.push(message);
  }
  return { values, errors, message: others.length ? others.join('. ') : null };
}

const CONTACT = ['name', 'email', 'phone'];
const CHECKOUT_FIELDS = [
  ...CONTACT,
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'card_number',
  'delivery_method',
  'payment_method',
];

const page = (shop: ShopContext, path: string, title: string, content: ShopPage, status = 200): LoadResult => ({
  kind: 'page',
  status,
  page: content,
  seo: seoOf(shop, path, { title: `${title} | ${shop.store.name}`, description: title, noindex: true }),
});

/** A page sent back for a refused form answers with the refusal's status (400, 409). */
const withStatus = (result: LoadResult, status: number): LoadResult =>
  result.kind === 'page' ? { ...result, status } : result;

const cartStoreOf = (shop: ShopContext): CartStore & { features: string[] } => ({
  id: shop.store.id,
  currency: shop.store.currency,
  cartKind: shop.store.buy_mode === 'quote' ? 'quote' : 'order',
  features: shop.features,
});

/** Cart, checkout, quote requests, quick orders and customer accounts: forms that post and redirect. */
export function installCheckoutRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const { send, html } = tools;

  /** The shop of the request when it offers this; else its 404 page (answered here). */
  async function shopFor(req: FastifyRequest, reply: FastifyReply, offers: (shop: ShopContext) => boolean) {
    const shop = await tools.shopOf(req);
    if (shop && offers(shop)) return shop;
    await send(reply, req, shop, notFound('This page does not exist.'));
    return null;
  }
  const hasCart = (s: ShopContext) => s.store.buy_mode === 'cart' || s.store.buy_mode === 'quote';
  const sellsOrders = (s: ShopContext) => s.store.buy_mode === 'cart';
  const hasAccounts = (s: ShopContext) => s.features.includes('customer_portal');

  async function cartPage(req: FastifyRequest, shop: ShopContext, formState = emptyForm(), status = 200) {
    const cart = await viewCart(db, cartStoreOf(shop), cartIdOf(req));
    const base = shop.store.base;
    const quote = shop.store.buy_mode === 'quote';
    return page(
      shop,
      '/cart',
      quote ? 'Your quote list' : 'Your cart',
      {
        kind: 'cart',
        data: {
          cart,
          update_action: `${base}/cart/update`,
          checkout_href: quote ? null : `${base}/checkout`,
          quote_action: quote ? `${base}/quote` : null,
          form: formState,
        },
      },
      status,
    );
  }

  async function checkoutPage(req: FastifyRequest, shop: ShopContext, formState = emptyForm(), status = 200) {
    const method =
      formState.values.delivery_method === 'express' || formState.values.delivery_method === 'pickup'
        ? formState.values.delivery_method
        : 'standard';
    const summary = await checkoutSummary(db, cartStoreOf(shop), cartIdOf(req), method);
    if (summary.cart.lines.length === 0)
      return { kind: 'redirect', status: 303, to: `${shop.store.base}/cart` } as const;
    const customer = await customerOf(req, shop);
    const values = {
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      country: shop.country,
      ...formState.values,
    };
    return page(
      shop,
      '/checkout',
      'Checkout',
      {
        kind: 'checkout',
        data: {
          cart: summary.cart,
          delivery: summary.delivery,
          chosen: summary.chosen.method,
          totals: summary.totals,
          payment_methods: [
            ...(shop.features.includes('online_payments') ? [{ method: 'test_card' as const, label: 'Card' }] : []),
            { method: 'cod' as const, label: 'Cash on delivery' },
          ],
          expected_subtotal: summary.totals.subtotal + summary.totals.tax,
          idempotency_key: formState.values.idempotency_key ?? randomUUID(),
          action: `${shop.store.base}/checkout`,
          form: { ...formState, values },
        },
      },
      status,
    );
  }

  /** Runs a form's write; a 4xx it throws is sent back on the form's page with nothing written. */
  async function attempt(
    req: FastifyRequest,
    reply: FastifyReply,
    shop: ShopContext,
    write: () => Promise<LoadResult>,
    again: (state: ShopFormState, status: number) => Promise<LoadResult>,
    fields: readonly string[],
  ) {
    try {
      return await send(reply, req, shop, await write());
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return send(reply, req, shop, await again(formState(bodyOf(req), error, fields), error.statusCode));
    }
  }

  const get = (
    path: string,
    offers: (s: ShopContext) => boolean,
    load: (req: FastifyRequest, shop: ShopContext) => Promise<LoadResult>,
  ) =>
    app.get(`${prefix}${path}`, html, async (req, reply) => {
      const shop = await shopFor(req, reply, offers);
      if (shop) return send(reply, req, shop, await load(req, shop));
    });

  /** A form post: parsed by its schema; refused forms go back to `again` with their problems. */
  function post<S extends z.ZodType>(
    path: string,
    offers: (s: ShopContext) => boolean,
    schema: S,
    write: (req: FastifyRequest, reply: FastifyReply, shop: ShopContext, input: z.output<S>) => Promise<LoadResult>,
    again: (req: FastifyRequest, shop: ShopContext, state: ShopFormState, status: number) => Promise<LoadResult>,
    { fields = [], shape = (body) => body, before }: FormOptions = {},
  ) {
    app.post(`${prefix}${path}`, form, async (req, reply) => {
      const shop = await shopFor(req, reply, offers);
      if (!shop) return;
      await before?.(req, shop, bodyOf(req));
      const parsed = schema.safeParse(shape(bodyOf(req)));
      if (!parsed.success) {
        return send(reply, req, shop, await again(req, shop, formState(bodyOf(req), parsed.error, fields), 400));
      }
      const retry = (state: ShopFormState, status: number) => again(req, shop, state, status);
      return attempt(req, reply, shop, () => write(req, reply, shop, parsed.data), retry, fields);
    });
  }

  const redirect = (to: string): LoadResult => ({ kind: 'redirect', status: 303, to });
  const now = () => app.ctx.now();

  get('/cart', hasCart, (req, shop) => cartPage(req, shop));
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
  post(
    '/cart/update',
    hasCart,
    cartQuantityInput,
    async (req, _reply, shop, input) => {
      await setCartQuantity(db, cartStoreOf(shop), cartIdOf(req), input, now());
      return redirect(`${shop.store.base}/cart`);
    },
    (req, shop, state, status) => cartPage(req, shop, state, status),
  );

  get(
    '/quick-order',
    (s) => sellsOrders(s) && s.features.includes('quick_orders'),
    async (_req, shop) =>
      page(shop, '/quick-order', 'Quick order', {
        kind: 'quick_order',
        data: { action: `${shop.store.base}/quick-order`, rows: 8, form: emptyForm() },
      }),
  );
  post(
    '/quick-order',
    (s) => sellsOrders(s) && s.features.includes('quick_orders'),
    quickOrderInput,
    async (req, reply, shop, lines) => {
      const cartId = await addCartLines(db, cartStoreOf(shop), cartIdOf(req), lines, now());
      keepCart(req, reply, shop, cartId);
      return redirect(`${shop.store.base}/cart`);
    },
    async (_req, shop, state, status) =>
      page(
        shop,
        '/quick-order',
        'Quick order',
        { kind: 'quick_order', data: { action: `${shop.store.base}/quick-order`, rows: 8, form: state } },
        status,
      ),
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
      const placed = await placeOrder(db, cartStoreOf(shop), cartId, input, customer?.id ?? null, now());
      if (placed.paymentProblem) {
        return checkoutPage(
          req,
          shop,
          {
            values: keptValues(bodyOf(req)),
            errors: {},
            message: `${placed.paymentProblem} Order #${placed.order.number} was not paid.`,
          },
          402,
        );
      }
      return redirect(`${shop.store.base}/order/${placed.order.id}/${placed.order.idempotencyKey}`);
    },
    (req, shop, state, status) => checkoutPage(req, shop, state, status),
    { fields: CHECKOUT_FIELDS, shape: checkoutFormInput, before: rememberContact },
  );

  get('/order/:id/:key', sellsOrders, async (req, shop) => {
    const { id, key } = req.params as { id: string; key: string };
    return (
      (await orderPage(db, shop, (o) => and(eq(o.id, id), eq(o.idempotencyKey, key)))) ??
      notFound('This order does not exist.')
    );
  });

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
    { fields: [...CONTACT, 'company', 'note'] },
  );

  // Questions and appointments from a product page.
  const productOf = async (req: FastifyRequest, shop: ShopContext) => {
    const product = await visibleProductBySlug(db, shop.store.id, (req.params as { slug: string }).slug);
    if (!product) throw new HttpError(404, 'This product does not exist or is no longer sold.');
    return product;
  };
  post(
    '/p/:slug/enquiry',
    (s) => s.store.buy_mode === 'enquiry',
    enquiryInput,
    async (req, _reply, shop, input) => {
      const product = await productOf(req, shop);
      const customer = await customerOf(req, shop);
      await sendEnquiry(db, shop.store.id, product.id, input, customer?.id ?? null, now());
      const message = `${shop.store.name} will answer you at ${input.email}.`;
      return page(shop, '/enquiry', 'Your question was sent', {
        kind: 'sent',
        data: { kind: 'enquiry', title: `Your question about ${product.name} was sent`, message },
      });
    },
    async (req, shop, state, status) => withStatus(await tools.productPage(req, shop, { enquiry: state }), status),
    { fields: [...CONTACT, 'message'] },
  );
  post(
    '/p/:slug/book',
    (s) => s.store.buy_mode === 'booking',
    bookingInput,
    async (req, _reply, shop, input) => {
      const product = await productOf(req, shop);
      const customer = await customerOf(req, shop);
      const booking = await bookSlot(
        db,
        { id: shop.store.id, timeZone: shop.timeZone },
        product.id,
        input,
        customer?.id ?? null,
        now(),
      );
      const when = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: shop.timeZone,
      }).format(booking.startsAt);
      return page(shop, '/booking', 'Booked', {
        kind: 'sent',
        data: {
          kind: 'booking',
          title: `${product.name} is booked`,
          message: `See you on ${when}. We sent the details to ${input.email}.`,
        },
      });
    },
    async (req, shop, state, status) => withStatus(await tools.productPage(req, shop, { booking: state }), status),
    { fields: [...CONTACT, 'starts_at', 'note'] },
  );

  // Customer accounts (the store's customer_portal feature).
  const signInPage = (shop: ShopContext, mode: 'sign_in' | 'sign_up', state = emptyForm(), status = 200) => {
    const base = `${shop.store.base}/account`;
    const title = mode === 'sign_in' ? 'Sign in' : 'Create an account';
    return Promise.resolve(
      page(
        shop,
        `/account/${mode === 'sign_in' ? 'sign-in' : 'sign-up'}`,
        title,
        {
          kind: 'sign_in',
          data: {
            mode,
            action: mode === 'sign_in' ? `${base}/sign-in` : `${base}/sign-up`,
            switch_href: mode === 'sign_in' ? `${base}/sign-up` : `${base}/sign-in`,
            form: state,
          },
        },
        status,
      ),
    );
  };
  const signedIn = async (req: FastifyRequest, reply: FastifyReply, shop: ShopContext, customerId: string) => {
    const session = await startCustomerSession(db, shop.store.id, customerId, now());
    reply.setCookie(
      CUSTOMER_COOKIE,
      session.token,
      cookieOptions(req, shop, Math.floor((session.expiresAt.getTime() - now().getTime()) / 1000)),
    );
    return redirect(`${shop.store.base}/account`);
  };
  get('/account/sign-in', hasAccounts, (_req, shop) => signInPage(shop, 'sign_in'));
  get('/account/sign-up', hasAccounts, (_req, shop) => signInPage(shop, 'sign_up'));
  post(
    '/account/sign-in',
    hasAccounts,
    customerSignInInput,
    async (req, reply, shop, input) => signedIn(req, reply, shop, (await signInCustomer(db, shop.store.id, input)).id),
    (_req, shop, state, status) => signInPage(shop, 'sign_in', state, status),
    { fields: ['email', 'password'] },
  );
  post(
    '/account/sign-up',
    hasAccounts,
    customerSignUpInput,
    async (req, reply, shop, input) => signedIn(req, reply, shop, (await signUpCustomer(db, shop.store.id, input)).id),
    (_req, shop, state, status) => signInPage(shop, 'sign_up', state, status),
    { fields: ['name', 'email', 'password'] },
  );
  app.post(`${prefix}/account/sign-out`, form, async (req, reply) => {
    const shop = await shopFor(req, reply, hasAccounts);
    if (!shop) return;
    await endCustomerSession(db, shop.store.id, req.cookies[CUSTOMER_COOKIE]);
    reply.clearCookie(CUSTOMER_COOKIE, { path: cookieOptions(req, shop, 0).path });
    return send(reply, req, shop, redirect(`${shop.store.base}/`));
  });
  get('/account', hasAccounts, async (req, shop) => {
    const customer = await customerOf(req, shop);
    return customer ? accountPage(db, shop, customer) : redirect(`${shop.store.base}/account/sign-in`);
  });
  get('/account/orders/:number', hasAccounts, async (req, shop) => {
    const customer = await customerOf(req, shop);
    if (!customer) return redirect(`${shop.store.base}/account/sign-in`);
    const number = Number((req.params as { number: string }).number);
    if (!Number.isSafeInteger(number)) return notFound('This order does not exist.');
    return (
      (await orderPage(db, shop, (o) => and(eq(o.customerId, customer.id), eq(o.number, number)))) ??
      notFound('This order does not exist.')
    );
  });
}
