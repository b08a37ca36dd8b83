import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_CALLS, CHAT_PAGE_SIZE, SUPPORT_CHAT_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import {
  inboxPage,
  isInitiated,
  markRead,
  messagePage,
  openConversation,
  requireConversation,
  unreadBy,
} from './chat.repo.js';
import { replyFromSupport, requireActiveStore, sendFromStore } from './chat.service.js';
import { readChatUpload } from './chat-upload.js';

/** The support chat: the store owner's /store/chat and the platform admin's side. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['chat'];
  const activeStore = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireActiveStore(auth);
    return auth;
  };
  const adminOf = (req: FastifyRequest) => {
    if (!req.masterAuth) throw new Error('masterGuard did not run for this route');
    return req.masterAuth.adminId;
  };

  serveCalls(app, CHAT_CALLS, tags, {
    read: async ({ skip, limit }, req) => {
      const { storeId } = activeStore(req);
      // The first look opens the conversation with its two welcome messages (the badge of 2).
      await openConversation(db, storeId);
      if (skip === undefined && limit === undefined) {
        const [total, initiated] = await Promise.all([unreadBy(db, storeId, 'store'), isInitiated(db, storeId)]);
        return { total, initiated };
      }
      return messagePage(db, storeId, skip ?? 0, limit ?? CHAT_PAGE_SIZE);
    },
    send: async (_body, req) => {
      const auth = activeStore(req);
      const upload = await readChatUpload(req);
      return { data: await sendFromStore(ctx, auth, upload) };
    },
    markRead: async (body, req) => {
      const { storeId } = activeStore(req);
      await markRead(db, storeId, 'store', body._id);
      return { total: await unreadBy(db, storeId, 'store') };
    },
  });

  serveCalls(app, SUPPORT_CHAT_CALLS, tags, {
    conversation: async ({ userId, skip, limit }) => {
      await requireConversation(db, userId);
      return messagePage(db, userId, skip, limit);
    },
    reply: async (body, req) => ({ data: await replyFromSupport(ctx, adminOf(req), body.userId, body.content) }),
    inbox: (query) => inboxPage(db, query.skip, query.limit),
    markRead: async (body) => {
      await requireConversation(db, body.userId);
      await markRead(db, body.userId, 'support');
      return { message: 'Marked read.' };
    },
  });
}
