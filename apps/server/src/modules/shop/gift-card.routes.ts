import { randomUUID } from 'node:crypto';
import { isUuid } from '../../platform/uuid.js';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { countOf, formatMoney, giftCardHint, giftCardLookupInput, giftCardPurchaseInput } from '@stallfront/shared';
import { emptyForm, keptValues, presetAmounts, type ShopFormState } from '@stallfront/shared/shop';
import { giftCards } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { buyGiftCard, giftCardByCode } from '../gift-cards/gift-card.service.js';
import { giftCardSettingOf } from '../gift-cards/gift-card-settings.js';
import { bodyOf, CONTACT, formRoutes, page, type ShopTools } from './form-routes.js';
import { notFound } from './pages.js';
import type { ShopContext } from './shop-store.js';
import { customerOf } from './visitor.js';

/** A card's last day as the shop writes it: "29 November 2027". */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Gift cards (the store's gift_coupon feature): buy one by card, see it issued, check a balance. */
export function installGiftCardRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const { get, post, redirect, now } = formRoutes(app, prefix, form, tools);
  const sellsGiftCards = (s: ShopContext) => s.store.buy_mode === 'cart' && s.features.includes('gift_coupon');

  const giftCardPage = async (
    shop: ShopContext,
    {
      form: purchase = emptyForm(),
      balanceForm = emptyForm(),
      balance = null as { hint: string; amount: string; refusal: string | null } | null,
    } = {},
    status = 200,
  ) => {
    const settings = await giftCardSettingOf(db, shop.store.id);
    return page(
      shop,
      '/gift-card',
      'Gift cards',
      {
        kind: 'gift_card',
        data: {
          action: `${shop.store.base}/gift-card`,
          // The answer is this page again: its address's fragment takes the shopper back to the
          // balance they asked for, down the page, rather than to its top.
          balance_action: `${shop.store.base}/gift-card/balance#balance`,
          presets: presetAmounts(settings.presets, shop.store.currency),
          designs: settings.designs,
          validity: settings.validity_months ? `Valid for ${countOf(settings.validity_months, 'month')}` : null,
          idempotency_key: purchase.values.idempotency_key ?? randomUUID(),
          form: purchase,
          balance_form: balanceForm,
          balance,
        },
      },
      status,
    );
  };

  get('/gift-card', sellsGiftCards, async (_req, shop) => giftCardPage(shop));
  post(
    '/gift-card',
    sellsGiftCards,
    giftCardPurchaseInput,
    async (req, _reply, shop, input) => {
      const customer = await customerOf(req, shop);
      const { card, paymentProblem } = await buyGiftCard(db, shop.store, input, customer?.id ?? null, now());
      if (paymentProblem) {
        // A new key: the declined attempt is kept, and trying another card buys a new one.
        const values = { ...keptValues(bodyOf(req)), idempotency_key: randomUUID() };
        return giftCardPage(shop, { form: { values, errors: {}, message: paymentProblem } }, 402);
      }
      return redirect(`${shop.store.base}/gift-card/${card.id}/${card.idempotencyKey}`);
    },
    async (_req, shop, state, status) => giftCardPage(shop, { form: state }, status),
    {
      fields: [...CONTACT, 'amount', 'design', 'recipient_name', 'recipient_email', 'message', 'card_number'],
      // A typed amount wins over a chosen one.
      shape: (body) => ({ ...body, amount: body.amount || body.preset }),
    },
  );

  // The buyer's page of a paid card: named by its id and the purchase form's key, like an order.
  get('/gift-card/:id/:key', sellsGiftCards, async (req, shop) => {
    const { id, key } = req.params as { id: string; key: string };
    const [card] =
      isUuid(id) && isUuid(key)
        ? await db
            .select()
            .from(giftCards)
            .where(
              owned(
                giftCards,
                shop.store.id,
                and(eq(giftCards.id, id), eq(giftCards.idempotencyKey, key), eq(giftCards.status, 'active')),
              ),
            )
        : [];
    if (!card) return notFound('This gift card does not exist.');
    return page(shop, '/gift-card', 'Your gift card', {
      kind: 'gift_card_issued',
      data: {
        code: card.code,
        amount: formatMoney(card.initialAmount, card.currency),
        recipient: card.recipientName,
        recipient_email: card.recipientEmail,
        message: card.message,
        design: (await giftCardSettingOf(db, shop.store.id)).designs.find((d) => d.name === card.design) ?? null,
        expires: card.expiresOn ? `Valid until ${dayLabel(card.expiresOn)}` : null,
        buy_another_href: `${shop.store.base}/gift-card`,
      },
    });
  });

  post(
    '/gift-card/balance',
    sellsGiftCards,
    giftCardLookupInput,
    async (_req, _reply, shop, input) => {
      const found = await giftCardByCode(db, shop.store.id, input.code, now());
      if (!found) throw badRequest('code: No gift card of this shop has that code. Check it and try again.');
      const balance = {
        hint: giftCardHint(found.card.code),
        amount: formatMoney(found.balance, found.card.currency),
        refusal: found.refusal,
      };
      return giftCardPage(shop, { balance });
    },
    async (_req, shop, state: ShopFormState, status) => giftCardPage(shop, { balanceForm: state }, status),
    { fields: ['code'] },
  );
}
