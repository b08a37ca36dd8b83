import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';

/**
 * A gift card bought in the shop. The row is the purchase and the code; what the card holds
 * is not here but in the ledger (`gift_card:{id}`), so every spend is a posting.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** `ABCD-EFGH-JKMN-PQRS`: shown to the buyer, mailed to the recipient, typed at checkout. */
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    /** Minor units the buyer paid for; the balance starts here. */
    initialAmount: bigint('initial_amount', { mode: 'number' }).notNull(),
    /** pending while the card is charged; failed cards hold nothing and are kept as the attempt. */
    status: text('status').$type<'pending' | 'active' | 'failed'>().notNull(),
    ...shopperContact(),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    paymentReference: text('payment_reference'),
    /** The purchase form's key: a second submit of the same form finds this card. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** Set by the first delivery of the card's mail to its recipient; a repeated event sends none. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_store_code_key').on(t.storeId, t.code),
    uniqueIndex('gift_cards_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('gift_cards_store_created_idx').on(t.storeId, t.createdAt),
  ],
);
export type GiftCardRow = typeof giftCards.$inferSelect;
