import type { AppContext } from '../../platform/context.js';
import { markRead, messageById, messageOut } from './chat.repo.js';

/**
 * The chat's work off the request path: each message's event carries it to the store owner's
 * sockets and to every admin's inbox (at least once: the windows ignore a message id they hold),
 * and an owner's open window reporting a message seen marks it read.
 */
export function defineChatWork(ctx: AppContext): void {
  ctx.outbox.onEvent('chat_message', 'chat-sockets', async (event) => {
    const row = await messageById(ctx.db, event.payload.message_id);
    if (row) ctx.realtime.deliverChat(row.storeId, messageOut(row));
  });
  ctx.realtime.onChatViewed((storeId, messageId) => markRead(ctx.db, storeId, 'store', messageId));
}
