import { io, type Socket } from 'socket.io-client';
import {
  type JoinAnswer,
  type LiveOrderAlert,
  liveOrderAlert,
  SOCKET_CLIENT_SETTINGS,
  SOCKET_EVENTS,
} from '@stallfront/shared/realtime';

export interface LiveSocketOptions {
  token: string;
  storeId: string;
  onAlert: (alert: LiveOrderAlert) => void;
  /** The server dropped the socket because the session ended (signed out elsewhere, disabled). */
  onSessionEnd: () => void;
  /** Where the API lives: this page's own origin unless told. */
  url?: string;
}

/**
 * The console's live socket with the spec's settings (websocket only, reconnect 1000 → 5000 ms,
 * unlimited attempts, 6000 ms timeout). On the server's `socketId` it joins its store's room
 * (again after every reconnect: rooms do not survive one). Answers the function that closes it.
 */
export function openLiveSocket({ token, storeId, onAlert, onSessionEnd, url }: LiveSocketOptions): () => void {
  const socket: Socket = io(url ?? window.location.origin, { ...SOCKET_CLIENT_SETTINGS, auth: { token } });
  socket.on(SOCKET_EVENTS.socketId, () => {
    socket.emit(SOCKET_EVENTS.join, { store_id: storeId }, (answer: JoinAnswer) => {
      if (!answer.status) console.warn('The live socket could not join its store:', answer.message);
    });
  });
  socket.on(SOCKET_EVENTS.liveOrder, (payload: unknown) => {
    const alert = liveOrderAlert.safeParse(payload);
    if (alert.success) onAlert(alert.data);
    else console.warn('A live-order alert of an unknown shape was ignored', alert.error);
  });
  socket.on(SOCKET_EVENTS.sessionEnd, onSessionEnd);
  // A refused handshake (the token no longer works) is not retried by the client; the next API
  // call hears session_end and signs out.
  socket.on('connect_error', (error) => {
    if (!socket.active) console.warn('The live socket was refused:', error.message);
  });
  return () => {
    socket.off();
    socket.close();
  };
}
