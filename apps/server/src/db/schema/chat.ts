import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatSide } from '@stallfront/shared';
import { stores } from './stores.js';
import { storeRef } from './columns.js';

/** A store's one support conversation; its row exists once the welcome messages were written. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** When the owner first wrote (the spec's `initiated`); null while only support has written. */
    initiatedAt: timestamp('initiated_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_last_idx').on(t.lastMessageAt)],
);

/** One message: plain text as typed (line breaks kept), an optional stored image. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    from: text('from').$type<ChatSide>().notNull(),
    /** The store user or platform admin who wrote it (none for the welcome messages). */
    senderId: uuid('sender_id'),
    senderName: text('sender_name').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_store_created_idx').on(t.storeId, t.createdAt, t.id),
    // The unread counts of both sides.
    index('chat_messages_unread_idx').on(t.storeId, t.from).where(sql`read_at is null`),
  ],
);
