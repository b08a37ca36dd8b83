import { z } from 'zod';
import { idField } from './common.js';

/**
 * The console's live socket (Socket.IO on the API server). The client settings are the spec's
 * (section 9): websocket transport only, reconnect delay 1000 ms growing to 5000 ms, unlimited
 * attempts, 6000 ms connect timeout.
 */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_CLIENT_SETTINGS = {
  path: SOCKET_PATH,
  transports: ['websocket'] as 'websocket'[],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 6000,
};

/** Event names on the socket: the spec's `socketId`, then a join, the alert and the session's end. */
export const SOCKET_EVENTS = {
  /** Server → client on connecting: the socket's id. The client answers with `join`. */
  socketId: 'socketId',
  /** Client → server: `{ store_id }`, answered through the acknowledgement with a JoinAnswer. */
  join: 'join',
  /** Server → client: a LiveOrderAlert. */
  liveOrder: 'live_order',
  /** Server → client just before the server drops a socket whose session ended. */
  sessionEnd: 'session_end',
  /**
   * Server → client: the store's features, plan or state changed (an app installed, a trial
   * started or ended): read the session again, for its features and menus.
   */
  storeChanged: 'store_changed',
} as const;

/** The spec's join payload: the store to join, which must be the signed-in session's own. */
export const joinRequest = z.strictObject({ store_id: idField });
export type JoinRequest = z.infer<typeof joinRequest>;
export type JoinAnswer = { status: true; room: string } | { status: false; message: string };

/** A new order for the console's popup. Delivery is at least once: the console ignores an order it has shown. */
export const liveOrderAlert = z.object({
  event_id: z.string(),
  order_id: z.string(),
  number: z.number().int(),
  /** The number as the store writes it ("UT-01042", else "#1042"). */
  display_number: z.string(),
  /** Minor units of `currency`. */
  total: z.number().int(),
  currency: z.string(),
  customer_name: z.string(),
});
export type LiveOrderAlert = z.infer<typeof liveOrderAlert>;
