import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CHAT_MESSAGES_PER_MINUTE, SUPPORT_SENDER_NAME } from '@stallfront/shared';
import { chatMessages } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { forbidden, HttpError } from '../../platform/errors.js';
import { storeImage } from '../../platform/files/media-store.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { insertMessage, messageOut, type NewMessage, openConversation, requireConversation } from './chat.repo.js';
import type { ChatUpload } from './chat-upload.js';

/** Spec section 6: the chat is an active store's; the access rule already keeps it to the owner. */
export function requireActiveStore(auth: StoreAuth): void {
  if (auth.view.store.status !== 'active') throw forbidden('Support chat opens once your store is active.');
}

/** Writes a message and its `chat_message` event in one transaction; the event carries it to the sockets. */
async function write(ctx: AppContext, message: NewMessage) {
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, message);
    await recordEvent(tx, { storeId: message.storeId, type: 'chat_message', payload: { message_id: inserted.id } });
    return inserted;
  });
  return messageOut(row);
}

/** A store that sent its minute's messages waits; counted in the database, so every node agrees. */
async function requireRoomToSend(ctx: AppContext, storeId: string) {
  const [sent] = await ctx.db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.storeId, storeId),
        eq(chatMessages.from, 'store'),
        gt(chatMessages.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  if ((sent?.n ?? 0) >= CHAT_MESSAGES_PER_MINUTE)
    throw new HttpError(
      429,
      `content: ${CHAT_MESSAGES_PER_MINUTE} messages a minute at most; wait a moment and send it again.`,
    );
}

export async function sendFromStore(ctx: AppContext, auth: StoreAuth, upload: ChatUpload) {
  requireActiveStore(auth);
  await requireRoomToSend(ctx, auth.storeId);
  let image: string | null = null;
  if (upload.image) {
    const stored = await storeImage(ctx.media, auth.storeId, upload.image).catch((error: unknown) => {
      // The media store names its field `file`; here it is the spec's `attachments`.
      if (error instanceof HttpError)
        throw new HttpError(error.statusCode, error.message.replace(/^file:/, 'attachments:'));
      throw error;
    });
    image = stored.url;
  }
  // A first message before any look at the chat still comes after the welcome.
  await openConversation(ctx.db, auth.storeId);
  const name = auth.principal.type === 'store_user' ? auth.principal.row.name : auth.view.store.name;
  return write(ctx, {
    storeId: auth.storeId,
    from: 'store',
    senderId: auth.principal.row.id,
    senderName: name,
    content: upload.content,
    image,
  });
}

export async function replyFromSupport(ctx: AppContext, adminId: string, storeId: string, content: string) {
  await requireConversation(ctx.db, storeId);
  return write(ctx, {
    storeId,
    from: 'support',
    senderId: adminId,
    senderName: SUPPORT_SENDER_NAME,
    content,
    image: null,
  });
}
