import { z } from 'zod';
import { authSecretProblem, LIVE_ORDER_KEYWORD, p256dhProblem } from '../rules/push.js';
import { liveOrderAlert } from './realtime.js';

const problemCheck = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** A push subscription's endpoint: the push service address the browser gave (its host is checked on the server). */
export const pushEndpoint = z
  .string({ error: 'Send the subscription endpoint' })
  .max(2048, '2048 characters at most')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }));

/** What PushSubscription.toJSON() gives: the endpoint and its two keys. */
export const pushSubscribeBody = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'Send the p256dh key' })
        .max(200, 'is too long')
        .superRefine(problemCheck(p256dhProblem)),
      auth: z
        .string({ error: 'Send the auth secret' })
        .max(100, 'is too long')
        .superRefine(problemCheck(authSecretProblem)),
    },
    { error: 'Send the subscription keys' },
  ),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

/** The server's VAPID public key, the applicationServerKey of `pushManager.subscribe`. */
export const pushKeyResponse = z.object({ status: z.literal(true), data: z.object({ public_key: z.string() }) });

/**
 * The push message (spec section 3): title, body and data with the url a click opens and the
 * keyword; `live_order` carries the alert so an open console shows its popup.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  data: z.object({
    url: z.string(),
    keyword: z.string(),
    alert: liveOrderAlert.optional(),
  }),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const liveOrderPushPayload = pushPayload.extend({
  data: pushPayload.shape.data.extend({ keyword: z.literal(LIVE_ORDER_KEYWORD), alert: liveOrderAlert }),
});
