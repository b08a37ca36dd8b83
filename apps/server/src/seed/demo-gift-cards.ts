import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { GIFT_CARD_SETTING, type GiftCardSetting } from '@stallfront/shared';
import type { Db } from '../db/client.js';
import { giftCards, storeSettings } from '../db/schema/index.js';
import { changeGiftCard, issueGiftCard } from '../modules/gift-cards/gift-card-admin.service.js';
import { buyGiftCard } from '../modules/gift-cards/gift-card.service.js';

const DESIGNS: GiftCardSetting['designs'] = [
  { name: 'Birthday', color: '#e8590c', image: '' },
  { name: 'Thank you', color: '#2b8a3e', image: '' },
  { name: 'Celebrate', color: '#7048e8', image: '' },
];

const GIFTS = [
  { from: 'Ananya Rao', to: 'Priya Rao', amount: '50', message: 'Happy birthday!', design: 'Birthday' },
  { from: 'Lena Fischer', to: 'Jonas Fischer', amount: '100', message: '', design: 'Celebrate' },
  { from: 'Omar Haddad', to: 'Sara Haddad', amount: '25', message: 'For the new jacket', design: 'Thank you' },
  { from: 'Chen Wei', to: 'Li Na', amount: '250', message: 'Congratulations on the new job', design: 'Celebrate' },
  { from: 'Grace Okafor', to: 'Ada Okafor', amount: '75.50', message: '', design: 'Birthday' },
  { from: 'Tom Becker', to: 'Mia Becker', amount: '50', message: 'Declined card, tried again below', design: '' },
  { from: 'Tom Becker', to: 'Mia Becker', amount: '50', message: 'Happy anniversary', design: 'Celebrate' },
];

/** The card the demo store disabled (reported lost): its recipient. */
const DISABLED_FOR = 'Sara Haddad';

/** A demo store's gift card designs, the usual amounts and a year's validity. */
export async function seedDemoGiftCardSettings(db: Db, storeId: string) {
  const value: GiftCardSetting = { designs: DESIGNS, presets: [25, 50, 100, 250, 500], validity_months: 12 };
  await db.insert(storeSettings).values({ storeId, key: GIFT_CARD_SETTING.key, value });
}

/**
 * Gift cards bought over the last ninety days through the shop's own service (one declined
 * card among them, one later disabled); answers the codes of the paid, enabled ones so demo
 * orders can spend them.
 */
export async function seedDemoGiftCards(
  db: Db,
  store: { id: string; currency: string; subDomain: string },
  dayAgo: (days: number) => Date,
): Promise<string[]> {
  const codes: string[] = [];
  for (const [i, gift] of GIFTS.entries()) {
    const email = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${store.subDomain}.shopper.demo`;
    const declined = gift.message.startsWith('Declined');
    const { card, paymentProblem } = await buyGiftCard(
      db,
      store,
      {
        name: gift.from,
        email: email(gift.from),
        phone: '',
        amount: gift.amount,
        recipient_name: gift.to,
        recipient_email: email(gift.to),
        message: declined ? '' : gift.message,
        design: gift.design,
        card_number: declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242',
        idempotency_key: randomUUID(),
      },
      null,
      dayAgo(88 - i * 12),
    );
    if (paymentProblem) continue;
    if (gift.to === DISABLED_FOR) await changeGiftCard(db, store.id, { _id: card.id, disabled: true }, dayAgo(40));
    else codes.push(card.code);
  }
  await markMailed(db, store.id);
  return codes;
}

/** Cards the demo store gave away by hand: a thank-you to a regular and an apology for a late parcel. */
export async function issueDemoGiftCards(
  db: Db,
  store: { id: string; subDomain: string },
  dayAgo: (days: number) => Date,
) {
  const issued = [
    { to: 'Kenji Sato', amount: '20', message: 'Thank you for shopping with us all year.', days: 30 },
    { to: 'Zara Ali', amount: '10', message: 'Sorry your parcel was late. This one is on us.', days: 9 },
  ];
  for (const [i, card] of issued.entries()) {
    await issueGiftCard(
      db,
      store.id,
      {
        amount: card.amount,
        recipient_name: card.to,
        recipient_email: `${card.to.toLowerCase().replace(/[^a-z]+/g, '.')}@${store.subDomain}.shopper.demo`,
        message: card.message,
        design: DESIGNS[i % DESIGNS.length]?.name ?? '',
        idempotency_key: randomUUID(),
      },
      dayAgo(card.days),
    );
  }
  await markMailed(db, store.id);
}

/** History needs no announcing: the recipients count as mailed. */
async function markMailed(db: Db, storeId: string) {
  await db
    .update(giftCards)
    .set({ mailedAt: sql`${giftCards.createdAt}` })
    .where(and(eq(giftCards.storeId, storeId), isNull(giftCards.mailedAt)));
}
