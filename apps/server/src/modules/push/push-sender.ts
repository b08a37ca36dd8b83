import { pushOutcome, pushTopicOf, type PushPayload } from '@stallfront/shared';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { deleteSubscriptionById, pruneDeliveries, recordDeliveries, subscriptionsToAlert } from './push.repo.js';
import type { VapidKeys } from './vapid.js';

/** An alert older than this is of no use: the push service drops it rather than deliver it late. */
const TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;
/** Pushes in flight at once for one event. */
const PARALLEL = 8;
const PRUNE_EVERY_MS = 3600_000;

export interface PushSender {
  /**
   * Sends the payload to the store's subscriptions this event has not reached. Each push that
   * reaches its push service is recorded; an expired subscription is deleted; a passing failure
   * throws after the others are sent, so the outbox retries the event for those alone.
   */
  sendToStore(storeId: string, eventId: string, payload: PushPayload, topicOf: string): Promise<void>;
}

interface SenderOptions {
  db: Db;
  vapid: VapidKeys;
  subject: string;
  log: FastifyBaseLogger;
}

interface Target {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web push through the `web-push` library: it encrypts the payload (aes128gcm, RFC 8291) and
 * signs the VAPID header (RFC 8292); the POST itself goes through fetch, whose pooled keep-alive
 * connections serve every push to the same service (web-push's own request opens one each time).
 */
export function createPushSender({ db, vapid, subject, log }: SenderOptions): PushSender {
  let prunedAt = 0;

  const post = async (target: Target, body: string, topic: string): Promise<number | undefined> => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (err) {
      log.warn({ err, subscription: target.id }, 'push service did not answer');
      return undefined;
    }
  };

  return {
    async sendToStore(storeId, eventId, payload, topicOf) {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneDeliveries(db);
      }
      const targets = await subscriptionsToAlert(db, storeId, eventId);
      const body = JSON.stringify(payload);
      const topic = pushTopicOf(topicOf);
      const sent: string[] = [];
      const failed: string[] = [];
      const queue = [...targets];
      const worker = async () => {
        for (let target = queue.shift(); target; target = queue.shift()) {
          const status = await post(target, body, topic);
          const outcome = pushOutcome(status);
          if (outcome === 'sent') sent.push(target.id);
          else if (outcome === 'expired') await deleteSubscriptionById(db, target.id);
          else if (outcome === 'refused') log.warn({ subscription: target.id, status }, 'push service refused a push');
          else failed.push(`${target.id}: ${status ?? 'no answer'}`);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, targets.length) }, worker));
      await recordDeliveries(db, eventId, sent);
      if (failed.length > 0)
        throw new Error(`push not delivered to ${failed.length} subscription(s): ${failed.join(', ')}`);
    },
  };
}
