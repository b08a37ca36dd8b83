import { io, type Socket } from 'socket.io-client';
import {
  type JoinAnswer,
  type LiveOrderAlert,
  liveOrderAlert,
  SOCKET_CLIENT_SETTINGS,
  SOCKET_EVENTS,
} from '@stallfront/shared/realtime';

interface SocketOptions {
  token: string;
  storeId: string;
  /** The server dropped the socket because the session ended (signed out elsewhere, disabled). */
  onSessionEnd: () => void;
  /** Where the API lives: this page's own origin unless told. */
  url?: string;
}

export interface LiveSocketOptions extends SocketOptions {
  onAlert: (alert: LiveOrderAlert) => void;
}

/** The one connection of this console: the order alerts and the support chat share it. */
let shared: { key: string; socket: Socket; users: number } | null = null;

/**
 * The console's live socket with the spec's settings (websocket only, reconnect 1000 → 5000 ms,
 * unlimited attempts, 6000 ms timeout), opened by the first user and closed with the last. On
 * the server's `socketId` it joins its store's room (again after every reconnect: rooms do not
 * survive one). Answers the socket and the function that lets it go.
 */
export function acquireLiveSocket({ token, storeId, onSessionEnd, url }: SocketOptions) {
  const key = `${url ?? ''}|${token}|${storeId}`;
  if (shared && shared.key !== key) {
    shared.socket.close();
    shared = null;
  }
  if (!shared) {
    const socket: Socket = io(url ?? window.location.origin, { ...SOCKET_CLIENT_SETTINGS, auth: { token } });
    socket.on(SOCKET_EVENTS.socketId, () => {
      socket.emit(SOCKET_EVENTS.join, { store_id: storeId }, (answer: JoinAnswer) => {
        if (!answer.status) console.warn('The live socket could not join its store:', answer.message);
      });
    });
    // A refused handshake (the token no longer works) is not retried by the client; the next API
    // call hears session_end and signs out.
    socket.on('connect_error', (error) => {
      if (!socket.active) console.warn('The live socket was refused:', error.message);
    });
    shared = { key, socket, users: 0 };
  }
  const held = shared;
  held.users += 1;
  held.socket.on(SOCKET_EVENTS.sessionEnd, onSessionEnd);
  let released = false;
  return {
    socket: held.socket,
    release() {
      if (released) return;
      released = true;
      held.socket.off(SOCKET_EVENTS.sessionEnd, onSessionEnd);
      held.users -= 1;
      if (held.users === 0) {
        held.socket.off();
        held.socket.close();
        if (shared === held) shared = null;
      }
    },
  };
}

/** The new-order alerts on the shared socket. Answers the function that stops them. */
export function openLiveSocket({ onAlert, ...options }: LiveSocketOptions): () => void {
  const { socket, release } = acquireLiveSocket(options);
  const onPayload = (payload: unknown) => {
    const alert = liveOrderAlert.safeParse(payload);
    if (alert.success) onAlert(alert.data);
    else console.warn('A live-order alert of an unknown shape was ignored', alert.error);
  };
  socket.on(SOCKET_EVENTS.liveOrder, onPayload);
  return () => {
    socket.off(SOCKET_EVENTS.liveOrder, onPayload);
    release();
  };
}
