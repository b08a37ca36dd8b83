import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import {
  type CustomerLinkPurpose,
  customerForgotInput,
  customerNewPasswordInput,
  RESET_CODE_TTL_MINUTES,
} from '@stallfront/shared';
import { ACCOUNT_FORM_TITLES, emptyForm, type ShopAccountFormData, type ShopFormState } from '@stallfront/shared/shop';
import { hashPassword } from '../../platform/auth/passwords.js';
import { attemptLimit } from '../../platform/attempt-limit.js';
import { badRequest } from '../../platform/errors.js';
import { customerByEmail } from '../customers/customer.service.js';
import { followLink, type LinkShop, linkGone, liveLink, mailCustomerLink } from '../customers/email-links.js';
import { formRoutes, page, type ShopTools } from './form-routes.js';
import type { LoadResult } from './pages.js';
import { canonicalOf } from './seo.js';
import type { ShopContext } from './shop-store.js';
import { customerOf } from './visitor.js';

type SignedIn = (
  req: FastifyRequest,
  reply: FastifyReply,
  shop: ShopContext,
  customerId: string,
) => Promise<LoadResult>;

export const linkShop = (shop: ShopContext): LinkShop => ({
  storeId: shop.store.id,
  name: shop.store.name,
  url: (path) => canonicalOf(shop, path),
});

const expired: LoadResult = {
  kind: 'error',
  status: 410,
  title: 'This link has expired',
  message: 'It was used already or is too old. Sign in to send a new one, or ask for a password reset link.',
};

/**
 * The account's mailed links: a password reset asked for by email, the confirmation sent again,
 * and the page a link opens (confirm, claim, reset), which signs the customer in. Mails are
 * limited per address and per email, as the console's reset flow is.
 */
export function installAccountLinkRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
  hasAccounts: (shop: ShopContext) => boolean,
  signedIn: SignedIn,
) {
  const { db, mailer } = app.ctx;
  const { get, post, redirect, now } = formRoutes(app, prefix, form, tools);
  const limit = attemptLimit(app, 'shop-account-mail');
  const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token;

  const formPage = (
    shop: ShopContext,
    purpose: ShopAccountFormData['purpose'],
    action: string,
    email = '',
    state: ShopFormState = emptyForm(),
    status = 200,
  ) =>
    Promise.resolve(
      page(
        shop,
        '/account',
        ACCOUNT_FORM_TITLES[purpose],
        { kind: 'account_form', data: { purpose, action, email, form: state } },
        status,
      ),
    );
  const sent = (shop: ShopContext, title: string, message: string, status = 200) =>
    page(shop, '/account', title, { kind: 'sent', data: { kind: 'account', title, message } }, status);

  const forgotAction = (shop: ShopContext) => `${shop.store.base}/account/forgot`;
  get('/account/forgot', hasAccounts, (_req, shop) => formPage(shop, 'forgot', forgotAction(shop)));
  post(
    '/account/forgot',
    hasAccounts,
    customerForgotInput,
    async (req, _reply, shop, input) => {
      await limit(`ip:${req.ip}`, `email:${shop.store.id}:${input.email}`);
      const customer = await customerByEmail(db, shop.store.id, input.email);
      // Not awaited: the answer takes as long whether or not the email has an account.
      if (customer)
        mailCustomerLink(db, mailer, linkShop(shop), customer, 'reset', now()).catch((err) =>
          req.log.error({ err }, 'customer password reset mail failed'),
        );
      return sent(
        shop,
        'Check your email',
        `If ${input.email} has an account here, a link to choose a new password is on its way. It works once, for ${RESET_CODE_TTL_MINUTES} minutes.`,
      );
    },
    (_req, shop, state, status) => formPage(shop, 'forgot', forgotAction(shop), '', state, status),
    { fields: ['email'] },
  );

  post(
    '/account/confirm-email',
    hasAccounts,
    z.object({}),
    async (req, _reply, shop) => {
      const customer = await customerOf(req, shop);
      if (!customer) return redirect(`${shop.store.base}/account/sign-in`);
      if (customer.emailConfirmedAt) return redirect(`${shop.store.base}/account`);
      await limit(`ip:${req.ip}`, `email:${shop.store.id}:${customer.email}`);
      await mailCustomerLink(db, mailer, linkShop(shop), customer, 'confirm', now());
      return sent(shop, 'Check your email', `A new link to confirm ${customer.email} is on its way.`);
    },
    (_req, shop, state, status) => Promise.resolve(sent(shop, 'Not sent', state.message ?? '', status)),
  );

  const linkPage = async (req: FastifyRequest, shop: ShopContext, state?: ShopFormState, status?: number) => {
    const link = await liveLink(db, shop.store.id, tokenOf(req), now());
    if (!link) return expired;
    const action = `${shop.store.base}/account/link/${tokenOf(req)}`;
    return formPage(shop, link.purpose, action, link.email, state, status);
  };
  get('/account/link/:token', hasAccounts, (req, shop) => linkPage(req, shop));
  post(
    '/account/link/:token',
    hasAccounts,
    z.object({ password: z.string().max(256).optional() }),
    async (req, reply, shop, input) => {
      await limit(`ip:${req.ip}`);
      const link = await liveLink(db, shop.store.id, tokenOf(req), now());
      if (!link) throw linkGone();
      const customerId = await followLink(
        db,
        shop.store.id,
        tokenOf(req),
        now(),
        await newPassword(link.purpose, input),
      );
      return signedIn(req, reply, shop, customerId);
    },
    (req, shop, state, status) => linkPage(req, shop, state, status),
    { fields: ['password'] },
  );
}

/** A reset link's form carries the new password; the other links set none (a claim's was chosen at sign-up). */
async function newPassword(purpose: CustomerLinkPurpose, input: { password?: string | undefined }) {
  if (purpose !== 'reset') return null;
  const parsed = customerNewPasswordInput.safeParse(input);
  if (!parsed.success) throw badRequest(`password: ${parsed.error.issues[0]?.message ?? 'choose a new password'}`);
  return hashPassword(parsed.data.password);
}
