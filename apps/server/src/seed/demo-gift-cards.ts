import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { giftCards } from '../db/schema/index.js';
import { buyGiftCard } from '../modules/gift-cards/gift-card.service.js';

const GIFTS = [
  { from: 'Ananya Rao', to: 'Priya Rao', amount: '50', message: 'Happy birthday!' },
  { from: 'Lena Fischer', to: 'Jonas Fischer', amount: '100', message: '' },
  { from: 'Omar Haddad', to: 'Sara Haddad', amount: '25', message: 'For the new jacket' },
  { from: 'Chen Wei', to: 'Li Na', amount: '250', message: 'Congratulations on the new job' },
  { from: 'Grace Okafor', to: 'Ada Okafor', amount: '75.50', message: '' },
  { from: 'Tom Becker', to: 'Mia Becker', amount: '50', message: 'Declined card, tried again below' },
  { from: 'Tom Becker', to: 'Mia Becker', amount: '50', message: 'Happy anniversary' },
];

/**
 * Gift cards bought over the last ninety days through the shop's own service (one declined
 * card among them); answers the codes of the paid ones so demo orders can spend them.
 */
export async function seedDemoGiftCards(
  db: Db,
  store: { id: string; currency: string; subDomain: string },
  dayAgo: (days: number) => Date,
): Promise<string[]> {
  const codes: string[] = [];
  for (const [i, gift] of GIFTS.entries()) {
    const email = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${store.subDomain}.shopper.demo`;
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
        message: gift.message.startsWith('Declined') ? '' : gift.message,
        card_number: gift.message.startsWith('Declined') ? '4000 0000 0000 0002' : '4242 4242 4242 4242',
        idempotency_key: randomUUID(),
      },
      null,
      dayAgo(88 - i * 12),
    );
    if (!paymentProblem) codes.push(card.code);
  }
  // History needs no announcing: the recipients count as mailed.
  await db
    .update(giftCards)
    .set({ mailedAt: sql`${giftCards.createdAt}` })
    .where(and(eq(giftCards.storeId, store.id), isNull(giftCards.mailedAt)));
  return codes;
}
