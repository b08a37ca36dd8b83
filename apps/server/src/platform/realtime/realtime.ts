import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ChatMessage,
  CHAT_SOCKET_EVENTS,
  chatViewedRequest,
  EDITING_EVENTS,
  type EditorsNotice,
  hasSupportChat,
  type JoinAnswer,
  joinRequest,
  hearsLiveOrders,
  type LiveOrderAlert,
  SOCKET_EVENTS,
  SOCKET_PATH,
} from '@stallfront/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { actorOf, type StoreAuth, storeAuthFromToken } from '../auth/guards.js';
import type { ChangeNotices } from '../auth/session-cache-wiring.js';
import type { SessionService } from '../auth/sessions.js';
import { SocketRegistry } from './socket-registry.js';
import { installSupportNamespace } from './support-namespace.js';
import { watchEditing } from './editing.js';

interface ServerToClient {
  [SOCKET_EVENTS.socketId]: (id: string) => void;
  [SOCKET_EVENTS.liveOrder]: (alert: LiveOrderAlert) => void;
  [SOCKET_EVENTS.sessionEnd]: (message: string) => void;
  [SOCKET_EVENTS.storeChanged]: () => void;
  [CHAT_SOCKET_EVENTS.newMessage]: (message: ChatMessage) => void;
  [EDITING_EVENTS.editors]: (notice: EditorsNotice) => void;
}
interface ClientToServer {
  [SOCKET_EVENTS.join]: (request: unknown, answer?: (answer: JoinAnswer) => void) => void;
  [CHAT_SOCKET_EVENTS.viewed]: (request: unknown) => void;
  [EDITING_EVENTS.editing]: (request: unknown) => void;
}
export interface SocketData {
  token: string;
  auth: StoreAuth;
}
export type StoreSocket = Socket<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

/** A store's room: every member socket that joined it. */
export const storeRoom = (storeId: string) => `store:${storeId}`;
/** The part of a store's room that hears new-order alerts (LIVE_ORDER_ALERTS). */
export const orderAlertRoom = (storeId: string) => `store:${storeId}:live_orders`;
/** The part of a store's room that hears its support chat: an active store's owner (hasSupportChat). */
export const chatRoom = (storeId: string) => `store:${storeId}:chat`;
const hearsChat = (auth: StoreAuth) =>
  hasSupportChat({ loginType: auth.loginType, storeStatus: auth.view.store.status });

/** What the chat module does when an owner's socket reports a message seen (spec: ys_chat_viewed). */
export type ChatViewedHandler = (storeId: string, messageId: string) => Promise<void>;

export interface Realtime {
  /** Sends a new-order alert to the store's sockets that may see orders, on every node (Redis). */
  alertLiveOrder(storeId: string, alert: LiveOrderAlert): void;
  /** Sends a chat message to the store owner's sockets and every platform admin's inbox, on every node. */
  deliverChat(storeId: string, message: ChatMessage): void;
  /** Set by the chat module: marks a message read when the owner's open window reports it seen. */
  onChatViewed(handler: ChatViewedHandler): void;
  /** The Socket.IO server, for tests and benches. */
  io: Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>;
}

interface RealtimeOptions {
  sessions: SessionService;
  /** The app's clock (tests move it), which session expiry is measured by. */
  now: () => Date;
  onChange: ChangeNotices;
  redisUrl?: string;
}

/**
 * Socket.IO on the API's own HTTP server at /socket.io, websocket transport only. A socket
 * connects with the console's store token (`auth: { token }`), checked as a store call checks
 * it; it may join its own store's room only. A socket whose session ends (sign-out on any node,
 * revocation, a blocked account, expiry) is told so and dropped. With REDIS_URL the Redis
 * adapter carries room broadcasts to every node; without it this node works alone.
 */
export function installRealtime(
  app: FastifyInstance,
  { sessions, now, onChange, redisUrl }: RealtimeOptions,
): Realtime {
  const io: Realtime['io'] = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // One small JSON message at a time comes from a console: nothing near the 1 MB default.
    maxHttpBufferSize: 16 * 1024,
  });
  if (redisUrl) {
    const pub = new Redis(redisUrl, { connectTimeout: 2000 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err }, 'realtime redis error'));
    io.adapter(createAdapter(pub, sub, { key: 'stallfront-socket' }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }
  const registry = new SocketRegistry<StoreSocket>();
  // Expiry announces nothing: each socket checks again when its session would stop answering calls.
  const expiryTimers = new Map<StoreSocket, NodeJS.Timeout>();
  const watchExpiry = (socket: StoreSocket) => {
    clearTimeout(expiryTimers.get(socket));
    const left = socket.data.auth.session.expiresAt.getTime() - now().getTime();
    const timer = setTimeout(() => void recheck(socket), Math.min(Math.max(0, left) + 50, 2 ** 31 - 1));
    timer.unref();
    expiryTimers.set(socket, timer);
  };

  const end = (socket: StoreSocket, message: string) => {
    socket.emit(SOCKET_EVENTS.sessionEnd, message);
    socket.disconnect(true);
  };
  /** Checks a socket's session again after the database announced a change to it. */
  const recheck = async (socket: StoreSocket) => {
    try {
      const auth = await storeAuthFromToken(sessions, socket.data.token);
      socket.data.auth = auth;
      if (socket.connected) watchExpiry(socket);
      if (!hearsLiveOrders(actorOf(auth))) await socket.leave(orderAlertRoom(auth.storeId));
      else if (socket.rooms.has(storeRoom(auth.storeId))) await socket.join(orderAlertRoom(auth.storeId));
      if (!hearsChat(auth)) await socket.leave(chatRoom(auth.storeId));
      else if (socket.rooms.has(storeRoom(auth.storeId))) await socket.join(chatRoom(auth.storeId));
    } catch (err) {
      end(socket, err instanceof Error ? err.message : 'Your session has ended.');
    }
  };
  // A store's features or a member's grants changed: its consoles read their session and menus again.
  const tellsConsole = (notice: string) => notice.startsWith('store:') || notice.startsWith('principal:');
  onChange((notice) => {
    for (const socket of registry.affectedBy(notice)) {
      void recheck(socket).then(() => {
        if (socket.connected && tellsConsole(notice)) socket.emit(SOCKET_EVENTS.storeChanged);
      });
    }
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    try {
      socket.data = { token: token ?? '', auth: await storeAuthFromToken(sessions, token) };
      next();
    } catch (err) {
      next(new Error(err instanceof Error ? err.message : 'Sign in to continue.'));
    }
  });

  io.on('connection', (socket) => {
    registry.add(socket, socket.data.auth);
    watchExpiry(socket);
    socket.on('disconnect', () => {
      clearTimeout(expiryTimers.get(socket));
      expiryTimers.delete(socket);
      registry.remove(socket);
    });
    socket.on(SOCKET_EVENTS.join, async (request, answer) => {
      const reply = typeof answer === 'function' ? answer : () => {};
      const parsed = joinRequest.safeParse(request);
      const { auth } = socket.data;
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply({ status: false, message: `${issue?.path.join('.') || 'join'}: ${issue?.message}` });
      }
      if (parsed.data.store_id !== auth.storeId) {
        return reply({ status: false, message: 'store_id: you may join only your own store’s room' });
      }
      await socket.join(storeRoom(auth.storeId));
      if (hearsLiveOrders(actorOf(auth))) await socket.join(orderAlertRoom(auth.storeId));
      if (hearsChat(auth)) await socket.join(chatRoom(auth.storeId));
      reply({ status: true, room: storeRoom(auth.storeId) });
    });
    socket.on(CHAT_SOCKET_EVENTS.viewed, (request) => {
      const parsed = chatViewedRequest.safeParse(request);
      const { auth } = socket.data;
      if (!parsed.success || !socket.rooms.has(chatRoom(auth.storeId))) return;
      chatViewed(auth.storeId, parsed.data._id).catch((err) => app.log.warn({ err }, 'chat viewed not recorded'));
    });
    watchEditing(io, socket);
    socket.emit(SOCKET_EVENTS.socketId, socket.id);
  });
  let chatViewed: ChatViewedHandler = async () => {};
  const support = installSupportNamespace(io, sessions, onChange);

  // Open sockets would hold the HTTP server's close; this node's only (not every node's).
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    support.closeLocal();
    io.engine.close();
  });

  return {
    io,
    alertLiveOrder(storeId, alert) {
      io.to(orderAlertRoom(storeId)).emit(SOCKET_EVENTS.liveOrder, alert);
    },
    deliverChat(storeId, message) {
      io.to(chatRoom(storeId)).emit(CHAT_SOCKET_EVENTS.newMessage, message);
      support.deliver(message);
    },
    onChatViewed(handler) {
      chatViewed = handler;
    },
  };
}
