import { attemptLimit } from '../../platform/attempt-limit.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { customerSignInInput, customerSignUpInput } from '@stallfront/shared';
import { emptyForm, shopReturnPath } from '@stallfront/shared/shop';
import {
  endCustomerSession,
  signInCustomer,
  signUpCustomer,
  startCustomerSession,
} from '../customers/customer.service.js';
import { installAccountLinkRoutes, linkShop } from './account-links.routes.js';
import { mailCustomerLink } from '../customers/email-links.js';
import { accountPage, orderPage, ordersOfAccount } from './account.pages.js';
import { formRoutes, page, type ShopTools } from './form-routes.js';
import { notFound } from './pages.js';
import type { ShopContext } from './shop-store.js';
import { CUSTOMER_COOKIE, customerOf, keepCustomerSession } from './visitor.js';

/** Customer accounts (the store's customer_portal feature): sign-up, sign-in, mailed links, orders, sign-out. */
export function installAccountRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db, mailer } = app.ctx;
  const { shopFor, get, post, redirect, now } = formRoutes(app, prefix, form, tools);
  const { send } = tools;
  const hasAccounts = (s: ShopContext) => s.features.includes('customer_portal');
  // Per address and per account, so neither many guesses from one place nor from many get through.
  const limitSignIn = attemptLimit(app, 'shop-sign-in');

  // Customer accounts (the store's customer_portal feature).
  const signInPage = (
    shop: ShopContext,
    mode: 'sign_in' | 'sign_up',
    state = emptyForm(),
    status = 200,
    req?: FastifyRequest,
  ) => {
    const base = `${shop.store.base}/account`;
    // From a checkout that asks shoppers to sign in, or a page whose prices need it: go back there after.
    const returnTo = req === undefined ? null : returnPathOf(req);
    const toCheckout = returnTo === '/checkout';
    const next = returnTo ? `?next=${encodeURIComponent(returnTo === '/checkout' ? 'checkout' : returnTo)}` : '';
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
            action: `${mode === 'sign_in' ? `${base}/sign-in` : `${base}/sign-up`}${next}`,
            switch_href: `${mode === 'sign_in' ? `${base}/sign-up` : `${base}/sign-in`}${next}`,
            forgot_href: `${base}/forgot`,
            form: state,
            note: toCheckout
              ? 'Sign in or create an account to check out.'
              : shop.store.prices_hidden
                ? 'Sign in to see our prices.'
                : null,
          },
        },
        status,
      ),
    );
  };
  const signedIn = async (req: FastifyRequest, reply: FastifyReply, shop: ShopContext, customerId: string) => {
    const session = await startCustomerSession(db, shop.store.id, customerId, now());
    const maxAgeSeconds = Math.floor((session.expiresAt.getTime() - now().getTime()) / 1000);
    keepCustomerSession(req, reply, shop, { token: session.token, maxAgeSeconds });
    return redirect(`${shop.store.base}${returnPathOf(req) ?? '/account'}`);
  };
  installAccountLinkRoutes(app, prefix, form, tools, hasAccounts, signedIn);
  get('/account/sign-in', hasAccounts, (req, shop) => signInPage(shop, 'sign_in', emptyForm(), 200, req));
  get('/account/sign-up', hasAccounts, (req, shop) => signInPage(shop, 'sign_up', emptyForm(), 200, req));
  post(
    '/account/sign-in',
    hasAccounts,
    customerSignInInput,
    async (req, reply, shop, input) => {
      await limitSignIn(`ip:${req.ip}`, `account:${shop.store.id}:${input.email}`);
      return signedIn(req, reply, shop, (await signInCustomer(db, shop.store.id, input)).id);
    },
    (req, shop, state, status) => signInPage(shop, 'sign_in', state, status, req),
    { fields: ['email', 'password'] },
  );
  post(
    '/account/sign-up',
    hasAccounts,
    customerSignUpInput,
    async (req, reply, shop, input) => {
      await limitSignIn(`ip:${req.ip}`);
      const signUp = await signUpCustomer(db, shop.store.id, input);
      if (signUp.kind === 'claim') {
        const claim = { name: input.name, passwordHash: signUp.passwordHash };
        await mailCustomerLink(db, mailer, linkShop(shop), signUp.customer, 'claim', now(), claim);
        const message = `${input.email} has been used at this shop before. To finish creating your account, follow the link we sent there.`;
        return page(shop, '/account', 'Check your email', {
          kind: 'sent',
          data: { kind: 'account', title: 'Check your email', message },
        });
      }
      await mailCustomerLink(db, mailer, linkShop(shop), signUp.customer, 'confirm', now());
      return signedIn(req, reply, shop, signUp.customer.id);
    },
    (req, shop, state, status) => signInPage(shop, 'sign_up', state, status, req),
    { fields: ['name', 'email', 'password'] },
  );
  app.post(`${prefix}/account/sign-out`, form, async (req, reply) => {
    const shop = await shopFor(req, reply, hasAccounts);
    if (!shop) return;
    await endCustomerSession(db, shop.store.id, req.cookies[CUSTOMER_COOKIE]);
    keepCustomerSession(req, reply, shop, null);
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
      (await orderPage(db, shop, (o) => and(ordersOfAccount(o, customer), eq(o.number, number)))) ??
      notFound('This order does not exist.')
    );
  });
}

/** Where the sign-in returns to: the checkout that asked for it (?next=checkout) or a shop page (?next=/p/…). */
function returnPathOf(req: FastifyRequest): string | null {
  return shopReturnPath((req.query as Record<string, unknown> | undefined)?.next);
}
