import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type GiftCardRow, giftCards, stores } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { shopBaseUrl } from '../shop/shop-url.js';

/** The recipient's gift card, in plain text: the code, the amount, who sent it and where to spend it. */
export function giftCardMail(store: { name: string; shopUrl: string }, card: GiftCardRow): MailMessage {
  const amount = formatMoney(card.initialAmount, card.currency);
  const text = [
    `Hello ${card.recipientName || 'there'},`,
    '',
    card.source === 'issued'
      ? `${store.name} sent you a ${amount} gift card.`
      : `${card.name} sent you a ${amount} gift card for ${store.name}.`,
    ...(card.message ? ['', card.message] : []),
    '',
    `Your code: ${card.code}`,
    ...(card.expiresOn ? [`Spend it by ${card.expiresOn}.`] : []),
    '',
    `Type it at checkout on ${store.shopUrl} to pay with it; what you do not spend stays on the card.`,
  ].join('\n');
  return { to: card.recipientEmail, subject: `A ${amount} gift card for ${store.name}`, text };
}

/**
 * Mails a card to its recipient once: the first delivery of its gift_card_issued event claims
 * the card's mailed mark, so an event delivered again sends nothing.
 */
export async function mailGiftCard(db: Db, mailer: Mailer, publicUrl: string, storeId: string, cardId: string) {
  const [claimed] = await db
    .update(giftCards)
    .set({ mailedAt: new Date() })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId), isNull(giftCards.mailedAt)))
    .returning();
  if (!claimed) return false;
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return false;
  await mailer.send(giftCardMail({ name: store.name, shopUrl: `${shopBaseUrl(publicUrl, store)}/` }, claimed));
  return true;
}
