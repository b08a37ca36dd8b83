import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_CALLS as C, CHAT_PAGE_SIZE, SUPPORT_CHAT_CALLS as S } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
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
export async function chatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.route({
    ...queryRouteOf(C.read, tags),
    handler: async (req) => {
      const { storeId } = activeStore(req);
      // The first look opens the conversation with its two welcome messages (the badge of 2).
      await openConversation(db, storeId);
      const { skip, limit } = req.query;
      if (skip === undefined && limit === undefined) {
        const [total, initiated] = await Promise.all([unreadBy(db, storeId, 'store'), isInitiated(db, storeId)]);
        return { status: true as const, total, initiated };
      }
      return { status: true as const, ...(await messagePage(db, storeId, skip ?? 0, limit ?? CHAT_PAGE_SIZE)) };
    },
  });
  app.route({
    ...routeOf(C.send, tags),
    handler: async (req) => {
      const auth = activeStore(req);
      const upload = await readChatUpload(req);
      return { status: true as const, data: await sendFromStore(ctx, auth, upload) };
    },
  });
  app.route({
    ...routeOf(C.markRead, tags),
    handler: async (req) => {
      const { storeId } = activeStore(req);
      await markRead(db, storeId, 'store', req.body._id);
      return { status: true as const, total: await unreadBy(db, storeId, 'store') };
    },
  });

  app.route({
    ...queryRouteOf(S.conversation, tags),
    handler: async (req) => {
      const { userId, skip, limit } = req.query;
      await requireConversation(db, userId);
      return { status: true as const, ...(await messagePage(db, userId, skip, limit)) };
    },
  });
  app.route({
    ...routeOf(S.reply, tags),
    handler: async (req) => ({
      status: true as const,
      data: await replyFromSupport(ctx, adminOf(req), req.body.userId, req.body.content),
    }),
  });
  app.route({
    ...queryRouteOf(S.inbox, tags),
    handler: async (req) => ({ status: true as const, ...(await inboxPage(db, req.query.skip, req.query.limit)) }),
  });
  app.route({
    ...routeOf(S.markRead, tags),
    handler: async (req) => {
      await requireConversation(db, req.body.userId);
      await markRead(db, req.body.userId, 'support');
      return { status: true as const, message: 'Marked read.' };
    },
  });
}
