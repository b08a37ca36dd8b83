import { type ChatMessage, CHAT_SOCKET_EVENTS, SOCKET_EVENTS, SUPPORT_NAMESPACE } from '@stallfront/shared';
import type { Server, Socket } from 'socket.io';
import type { ChangeNotices } from '../auth/session-cache-wiring.js';
import type { SessionService } from '../auth/sessions.js';

/** Every platform admin's socket is in it: each chat message reaches the inbox. */
export const SUPPORT_ROOM = 'support';

/**
 * The platform admin's inbox listens on its own namespace of the same Socket.IO server, let in by
 * a master token only. A store token is refused here, as a master token is on the stores' one.
 * A socket whose session is signed out or revoked is told so and dropped, as store sockets are.
 */
export function installSupportNamespace(
  // biome-ignore lint/suspicious/noExplicitAny: the stores' namespace types its events; this one has its own
  io: Server<any, any, any, any>,
  sessions: SessionService,
  onChange: ChangeNotices,
) {
  const support = io.of(SUPPORT_NAMESPACE);
  const sessionOf = new Map<Socket, string>();
  support.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const session = token ? await sessions.authenticate(token, 'master').catch(() => null) : null;
    if (session?.principalType !== 'master') return next(new Error('Sign in as a platform admin to continue.'));
    socket.data = { token, sessionId: session.id };
    next();
  });
  support.on('connection', (socket) => {
    sessionOf.set(socket, socket.data.sessionId);
    socket.on('disconnect', () => sessionOf.delete(socket));
    void socket.join(SUPPORT_ROOM);
    socket.emit(SOCKET_EVENTS.socketId, socket.id);
  });
  onChange((notice) => {
    for (const [socket, sessionId] of sessionOf) {
      if (notice !== '*' && notice !== `session:${sessionId}`) continue;
      void sessions.authenticate(socket.data.token, 'master').then((session) => {
        if (session) return;
        socket.emit(SOCKET_EVENTS.sessionEnd, 'Your session has ended. Please sign in again.');
        socket.disconnect(true);
      });
    }
  });
  return {
    /** To every admin's inbox, on every node. */
    deliver(message: ChatMessage) {
      support.to(SUPPORT_ROOM).emit(CHAT_SOCKET_EVENTS.newMessage, message);
    },
    closeLocal() {
      support.local.disconnectSockets(true);
    },
  };
}
