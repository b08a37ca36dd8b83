import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  type ChatConversation,
  type ChatMessage,
  type ChatSide,
  SUPPORT_SENDER_NAME,
  WELCOME_MESSAGES,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { chatConversations, chatMessages, stores } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

type MessageRow = typeof chatMessages.$inferSelect;

export const messageOut = (m: MessageRow): ChatMessage => ({
  _id: m.id,
  room_id: m.storeId,
  sender_id: m.senderId ?? '',
  sender_name: m.senderName,
  content: m.content,
  image: m.image,
  createdAt: m.createdAt.toISOString(),
  from: m.from,
  viewed: m.readAt !== null,
});

/**
 * Opens a store's conversation with the two welcome messages, once: the conversation row's
 * primary key decides which of two racing first calls writes them.
 */
export async function openConversation(db: Db, storeId: string): Promise<void> {
  // Every console load counts: a plain read once the conversation exists, no write.
  const [open] = await db
    .select({ storeId: chatConversations.storeId })
    .from(chatConversations)
    .where(eq(chatConversations.storeId, storeId));
  if (open) return;
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(chatConversations)
      .values({ storeId })
      .onConflictDoNothing()
      .returning({ storeId: chatConversations.storeId });
    if (!opened) return;
    await tx.insert(chatMessages).values(
      WELCOME_MESSAGES.map((content, i) => ({
        storeId,
        from: 'support' as const,
        senderName: SUPPORT_SENDER_NAME,
        content,
        // Database time (as every message's), a microsecond apart so the two keep their order.
        createdAt: sql`now() + ${`${i} microseconds`}::interval`,
      })),
    );
  });
}

/** Messages the given side has not read yet (those the other side wrote). */
export async function unreadBy(db: DbOrTx, storeId: string, reader: ChatSide): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.storeId, storeId), eq(chatMessages.from, otherSide(reader)), isNull(chatMessages.readAt)),
    );
  return row?.n ?? 0;
}

export const otherSide = (side: ChatSide): ChatSide => (side === 'store' ? 'support' : 'store');

export async function isInitiated(db: Db, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: chatConversations.initiatedAt })
    .from(chatConversations)
    .where(eq(chatConversations.storeId, storeId));
  return Boolean(row?.at);
}

/** A page counted back from the newest (skip 0 is the latest `limit`), answered oldest first. */
export async function messagePage(db: Db, storeId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.storeId, storeId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.storeId, storeId)),
  ]);
  return { list: rows.reverse().map(messageOut), total: total?.n ?? 0 };
}

export interface NewMessage {
  storeId: string;
  from: ChatSide;
  senderId: string;
  senderName: string;
  content: string;
  image: string | null;
}

export async function insertMessage(tx: DbOrTx, message: NewMessage): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(message).returning();
  if (!row) throw new Error('chat message insert returned nothing');
  await tx
    .insert(chatConversations)
    .values({ storeId: message.storeId, lastMessageAt: row.createdAt })
    .onConflictDoUpdate({ target: chatConversations.storeId, set: { lastMessageAt: row.createdAt } });
  if (message.from === 'store') {
    await tx
      .update(chatConversations)
      .set({ initiatedAt: row.createdAt })
      .where(and(eq(chatConversations.storeId, message.storeId), isNull(chatConversations.initiatedAt)));
  }
  return row;
}

export async function messageById(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/**
 * The reader marks the other side's messages read: all of them, or those up to one message of
 * this store (another store's message id is a 404).
 */
export async function markRead(db: Db, storeId: string, reader: ChatSide, upTo?: string): Promise<void> {
  if (upTo) {
    const [row] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.storeId, storeId), eq(chatMessages.id, upTo)));
    if (!row) throw notFound('_id: no such message in your chat.');
  }
  // Compared in the database: its timestamps have microseconds, a JavaScript Date only milliseconds.
  const until = upTo
    ? lte(
        chatMessages.createdAt,
        sql`(select m.created_at from ${chatMessages} m where m.id = ${upTo} and m.store_id = ${storeId})`,
      )
    : undefined;
  await db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.storeId, storeId),
        eq(chatMessages.from, otherSide(reader)),
        isNull(chatMessages.readAt),
        until,
      ),
    );
}

/** The inbox: conversations latest first, with what support has not read. */
export async function inboxPage(db: Db, skip: number, limit: number) {
  const conversations = await db
    .select({
      storeId: chatConversations.storeId,
      lastMessageAt: chatConversations.lastMessageAt,
      name: stores.name,
      subDomain: stores.subDomain,
    })
    .from(chatConversations)
    .innerJoin(stores, eq(stores.id, chatConversations.storeId))
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.storeId))
    .limit(limit)
    .offset(skip);
  const [total] = await db.select({ n: count() }).from(chatConversations);
  const ids = conversations.map((c) => c.storeId);
  const [lasts, unread] = ids.length
    ? await Promise.all([
        db
          .selectDistinctOn([chatMessages.storeId], {
            storeId: chatMessages.storeId,
            content: chatMessages.content,
            image: chatMessages.image,
            from: chatMessages.from,
          })
          .from(chatMessages)
          .where(inArray(chatMessages.storeId, ids))
          .orderBy(chatMessages.storeId, desc(chatMessages.createdAt), desc(chatMessages.id)),
        db
          .select({ storeId: chatMessages.storeId, n: count() })
          .from(chatMessages)
          .where(and(inArray(chatMessages.storeId, ids), eq(chatMessages.from, 'store'), isNull(chatMessages.readAt)))
          .groupBy(chatMessages.storeId),
      ])
    : [[], []];
  const list = conversations.map((c): ChatConversation => {
    const last = lasts.find((l) => l.storeId === c.storeId);
    return {
      room_id: c.storeId,
      store_name: c.name,
      sub_domain: c.subDomain,
      last_message: last ? last.content || (last.image ? 'Image' : '') : '',
      last_from: last?.from ?? 'support',
      last_message_at: c.lastMessageAt.toISOString(),
      unread: unread.find((u) => u.storeId === c.storeId)?.n ?? 0,
    };
  });
  return { list, total: total?.n ?? 0 };
}

/** A store that has a conversation, for the admin's calls: anything else is a 404. */
export async function requireConversation(db: Db, storeId: string): Promise<void> {
  const [row] = await db
    .select({ storeId: chatConversations.storeId })
    .from(chatConversations)
    .where(eq(chatConversations.storeId, storeId));
  if (!row) throw notFound('userId: no conversation with this store.');
}
