import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { NEWSLETTER_SIGN_UP_FIELDS, newsletterSignUpInput } from '@stallfront/shared';
import { emptyForm, type ShopFormState } from '@stallfront/shared/shop';
import { authRateLimit } from '../../platform/rate-limit.js';
import {
  confirmSubscriber,
  mailConfirmation,
  signUp,
  subscriberOfUnsubscribeLink,
  unsubscribe,
} from '../newsletter/subscriber.service.js';
import { newsletterSigner } from '../newsletter/newsletter-tokens.js';
import { formRoutes, page, type ShopTools } from './form-routes.js';
import type { LoadResult } from './pages.js';
import type { ShopContext } from './shop-store.js';
import { canonicalOf } from './seo.js';
import { customerOf } from './visitor.js';

/** A link whose signature does not hold (forged, altered, or of another shop): nothing is changed. */
const brokenLink: LoadResult = {
  kind: 'error',
  status: 400,
  title: 'This link is not valid',
  message: 'Copy the whole link from the email, or sign up for the newsletter again from the shop.',
};

const tokenOf = (req: FastifyRequest) => {
  const token = (req.query as { token?: unknown }).token;
  return typeof token === 'string' && token.length <= 300 ? token : '';
};

/**
 * The newsletter in the shop: the footer's sign-up box (and its page, for a refused address), the
 * confirmation link of double opt-in, and the unsubscribe link every campaign mail carries. Both
 * links open a page whose button does what they say: a mail scanner that follows links changes
 * nothing.
 */
export function installNewsletterRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db, mailer } = app.ctx;
  const limited = { ...form, config: authRateLimit(app) };
  const { get, post, now } = formRoutes(app, prefix, limited, tools);
  const hasNewsletter = (s: ShopContext) => s.features.includes('newsletter');
  const signUpPage = (shop: ShopContext, state: ShopFormState = emptyForm(), status = 200) =>
    page(
      shop,
      '/newsletter',
      'Newsletter',
      { kind: 'newsletter', data: { action: `${shop.store.base}/newsletter`, form: state } },
      status,
    );
  const done = (shop: ShopContext, title: string, message: string) =>
    page(shop, '/newsletter', title, { kind: 'sent', data: { kind: 'newsletter', title, message } });
  const linkAction = (shop: ShopContext, path: string, req: FastifyRequest) =>
    `${shop.store.base}${path}?token=${encodeURIComponent(tokenOf(req))}`;

  get('/newsletter', hasNewsletter, async (_req, shop) => signUpPage(shop));
  post(
    '/newsletter',
    hasNewsletter,
    newsletterSignUpInput,
    async (req, _reply, shop, input) => {
      const customer = await customerOf(req, shop);
      const own = customer !== null && customer.emailConfirmedAt !== null && customer.email === input.email;
      const subscriber = await signUp(
        db,
        shop.store.id,
        {
          ...input,
          name: input.name || (own ? customer.name : ''),
          source: own ? 'account' : 'shop',
          emailConfirmed: own,
        },
        now(),
      );
      if (subscriber.status === 'subscribed' && own) {
        return done(shop, 'You are subscribed', `${shop.store.name}'s newsletter will come to ${input.email}.`);
      }
      if (subscriber.status === 'pending') {
        await mailConfirmation(
          db,
          mailer,
          { id: shop.store.id, name: shop.store.name, url: canonicalOf(shop, '') },
          subscriber,
        );
      }
      // The same words whether or not the address was subscribed already: the page tells nobody who is.
      return done(
        shop,
        'Check your email',
        `If ${input.email} is not subscribed yet, a link to confirm is on its way to it. Follow it to start getting the newsletter.`,
      );
    },
    async (_req, shop, state, status) => signUpPage(shop, state, status),
    { fields: NEWSLETTER_SIGN_UP_FIELDS },
  );

  get('/newsletter/confirm', hasNewsletter, async (req, shop) => {
    const signer = await newsletterSigner(db);
    if (!signer.verify('confirm', shop.store.id, tokenOf(req))) return brokenLink;
    return page(shop, '/newsletter', 'Confirm your subscription', {
      kind: 'confirm',
      data: {
        title: 'Confirm your subscription',
        message: `Get ${shop.store.name}'s newsletter by email.`,
        action: linkAction(shop, '/newsletter/confirm', req),
        button: 'Confirm my subscription',
      },
    });
  });
  post(
    '/newsletter/confirm',
    hasNewsletter,
    z.object({}),
    async (req, _reply, shop) => {
      const subscriber = await confirmSubscriber(db, shop.store.id, tokenOf(req), now());
      if (!subscriber) return brokenLink;
      return done(shop, 'You are subscribed', `${shop.store.name}'s newsletter will come to ${subscriber.email}.`);
    },
    async () => brokenLink,
  );

  get('/unsubscribe', hasNewsletter, async (req, shop) => {
    const found = await subscriberOfUnsubscribeLink(db, shop.store.id, tokenOf(req));
    if (!found) return brokenLink;
    return page(shop, '/unsubscribe', 'Unsubscribe', {
      kind: 'confirm',
      data: {
        title: 'Unsubscribe',
        message: `Stop ${shop.store.name}'s newsletter to ${found.row.email}.`,
        action: linkAction(shop, '/unsubscribe', req),
        button: 'Unsubscribe',
      },
    });
  });
  post(
    '/unsubscribe',
    hasNewsletter,
    z.object({}),
    async (req, _reply, shop) => {
      const subscriber = await unsubscribe(db, shop.store.id, tokenOf(req), now());
      if (!subscriber) return brokenLink;
      return done(
        shop,
        'You are unsubscribed',
        `${subscriber.email} gets no more newsletters from ${shop.store.name}.`,
      );
    },
    async () => brokenLink,
  );
}
