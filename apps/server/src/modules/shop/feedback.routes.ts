import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { SHOP_FEEDBACK_FIELDS, shopFeedbackInput } from '@stallfront/shared';
import { emptyForm, type ShopFormState } from '@stallfront/shared/shop';
import { authRateLimit } from '../../platform/rate-limit.js';
import { sendShopFeedback } from '../shop-feedback/shop-feedback.service.js';
import { bodyOf, formRoutes, page, type ShopTools } from './form-routes.js';
import type { ShopContext } from './shop-store.js';
import { customerOf } from './visitor.js';

/** A field people never see (the stylesheet hides it): only a robot fills it in. */
export const FEEDBACK_TRAP = 'website';

/**
 * The feedback page of stores with the feedback feature, and its form: guarded like every shop
 * form (form-guard.ts), and per client as few a minute as sign-ins, since each one is kept.
 */
export function installFeedbackRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const limited = { ...form, config: authRateLimit(app) };
  const { get, post, now } = formRoutes(app, prefix, limited, tools);
  const takesFeedback = (s: ShopContext) => s.features.includes('feedback');
  const feedbackPage = (shop: ShopContext, state: ShopFormState = emptyForm(), status = 200) =>
    page(
      shop,
      '/feedback',
      'Feedback',
      { kind: 'feedback', data: { action: `${shop.store.base}/feedback`, form: state } },
      status,
    );
  const thanks = (shop: ShopContext, email: string) =>
    page(shop, '/feedback', 'Thank you for your feedback', {
      kind: 'sent',
      data: {
        kind: 'feedback',
        title: 'Thank you for your feedback',
        message: `${shop.store.name} reads every message and may answer you at ${email}.`,
      },
    });

  get('/feedback', takesFeedback, async (_req, shop) => feedbackPage(shop));
  post(
    '/feedback',
    takesFeedback,
    shopFeedbackInput,
    async (req, _reply, shop, input) => {
      // A filled trap is thanked like a person, so the robot learns nothing, and nothing is kept.
      if (!bodyOf(req)[FEEDBACK_TRAP]) {
        const customer = await customerOf(req, shop);
        await sendShopFeedback(db, shop.store.id, input, customer?.id ?? null, now());
      }
      return thanks(shop, input.email);
    },
    async (_req, shop, state, status) => feedbackPage(shop, state, status),
    { fields: SHOP_FEEDBACK_FIELDS },
  );
}
