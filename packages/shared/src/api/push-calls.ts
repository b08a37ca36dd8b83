import { LIVE_ORDER_ALERTS } from '../rules/live-alerts.js';
import { okMessage } from '../schemas/common.js';
import { pushKeyResponse, pushSubscribeBody, pushUnsubscribeBody } from '../schemas/push.js';
import { endpoint } from './endpoint.js';

/** Web push of new-order alerts: for those who hear them (the owner and staff granted orders). */
const alerted = { auth: 'store', access: LIVE_ORDER_ALERTS } as const;

export const PUSH_CALLS = {
  key: endpoint({
    method: 'GET',
    path: '/store/push/key',
    ...alerted,
    input: undefined,
    output: pushKeyResponse,
    summary: "The server's VAPID public key, to subscribe this browser to push",
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/store/push/subscription',
    ...alerted,
    input: pushSubscribeBody,
    output: okMessage,
    summary: "Keep this browser's push subscription, so new orders reach it when the console is closed",
  }),
  unsubscribe: endpoint({
    method: 'PATCH',
    path: '/store/push/subscription',
    ...alerted,
    input: pushUnsubscribeBody,
    output: okMessage,
    summary: "Forget this browser's push subscription",
  }),
};
