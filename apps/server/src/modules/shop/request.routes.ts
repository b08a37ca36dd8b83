import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { DONATION_PRESETS, donationInput, enquiryInput, formatMoney } from '@stallfront/shared';
import { emptyForm, keptValues, presetAmounts } from '@stallfront/shared/shop';
import { HttpError } from '../../platform/errors.js';
import { donate, donationByLink } from '../donations/donation.service.js';
import { sendEnquiry } from '../enquiries/enquiry.service.js';
import { bodyOf, CONTACT, formRoutes, page, type ShopTools, withStatus } from './form-routes.js';
import { notFound } from './pages.js';
import { visibleProductBySlug } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';
import { customerOf } from './visitor.js';

/** A product page's question form, and the donation page. */
export function installRequestRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const { get, post, redirect, now } = formRoutes(app, prefix, form, tools);

  // Questions from a product page.
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

  // Donations (the store's donations feature): an amount, a note, the test card.
  const donates = (s: ShopContext) => s.features.includes('donations');
  const donatePage = (shop: ShopContext, state = emptyForm(), status = 200) =>
    page(
      shop,
      '/donate',
      'Donate',
      {
        kind: 'donate',
        data: {
          action: `${shop.store.base}/donate`,
          presets: presetAmounts(DONATION_PRESETS, shop.store.currency),
          idempotency_key: state.values.idempotency_key ?? randomUUID(),
          form: state,
        },
      },
      status,
    );
  get('/donate', donates, async (_req, shop) => donatePage(shop));
  // Paid, the donation's own page answers (post/redirect/get), so a refresh sends nothing.
  post(
    '/donate',
    donates,
    donationInput,
    async (req, _reply, shop, input) => {
      const customer = await customerOf(req, shop);
      const { donation, paymentProblem } = await donate(db, shop.store, input, customer?.id ?? null, now());
      if (paymentProblem) {
        // A new key: the declined try is kept, and another card is a new donation.
        const values = { ...keptValues(bodyOf(req)), idempotency_key: randomUUID() };
        return donatePage(shop, { values, errors: {}, message: paymentProblem }, 402);
      }
      return redirect(`${shop.store.base}/donate/${donation.id}/${donation.idempotencyKey}`);
    },
    async (_req, shop, state, status) => donatePage(shop, state, status),
    {
      fields: [...CONTACT, 'amount', 'note', 'card_number'],
      // A typed amount wins over a chosen one.
      shape: (body) => ({ ...body, amount: body.amount || body.preset }),
    },
  );
  get('/donate/:id/:key', donates, async (req, shop) => {
    const { id, key } = req.params as { id: string; key: string };
    const donation = await donationByLink(db, shop.store.id, id, key);
    if (!donation || donation.status === 'failed') return notFound('This donation does not exist.');
    const amount = formatMoney(donation.amount, donation.currency);
    const paid = donation.status === 'paid';
    return page(shop, '/donate', paid ? 'Thank you' : 'Your donation is on its way', {
      kind: 'sent',
      data: {
        kind: 'donation',
        title: paid ? `Thank you for your ${amount}` : `Your ${amount} is being taken`,
        message: paid
          ? `${shop.store.name} has your donation; a receipt goes to ${donation.email}.`
          : 'Reload this page in a moment to see it done.',
      },
    });
  });
}
