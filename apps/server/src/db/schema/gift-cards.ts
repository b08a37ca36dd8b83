import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';

/**
 * A gift card bought in the shop or issued by hand on /setting/giftcard. The row is the purchase and the code; what the card holds
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
    /** shop: bought by a shopper; issued: given by the store from its own account. */
    source: text('source').$type<'shop' | 'issued'>().notNull().default('shop'),
    /** The design's name the buyer chose (the store's gift card settings), or ''. */
    design: text('design').notNull().default(''),
    /** The last day it may be spent (UTC); null: it never expires. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Set while the merchant has disabled the card: the shop refuses it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
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
