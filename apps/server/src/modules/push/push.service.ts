import { ECDH } from 'node:crypto';
import { type PushSubscribeBody, pushEndpointProblem } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { deleteSubscription, upsertSubscription } from './push.repo.js';

/** The endpoint's host must be a browser push service (or a configured one): the server posts to it. */
export function checkEndpoint(endpoint: string, extraOrigins: readonly string[]): void {
  const problem = pushEndpointProblem(endpoint, extraOrigins);
  if (problem) throw badRequest(`endpoint: ${problem}`);
}

/** Beyond its shape, p256dh must be a point on P-256, or every push to it would fail to encrypt. */
function checkCurvePoint(p256dh: string): void {
  try {
    ECDH.convertKey(p256dh, 'prime256v1', 'base64url', 'base64url', 'compressed');
  } catch {
    throw badRequest('keys.p256dh: is not a P-256 public key');
  }
}

export async function subscribe(
  db: Db,
  auth: StoreAuth,
  body: PushSubscribeBody,
  extraOrigins: readonly string[],
  userAgent: string | undefined,
): Promise<string> {
  checkEndpoint(body.endpoint, extraOrigins);
  checkCurvePoint(body.keys.p256dh);
  // Only store users (owner, staff) hear new orders: the call's access rule let no one else in.
  if (auth.principal.type !== 'store_user') throw notFound();
  await upsertSubscription(db, {
    storeId: auth.storeId,
    userId: auth.principal.row.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return 'New orders will reach this browser as notifications.';
}

/** Another store's subscription, or none, is "not found": nothing of it changes. */
export async function unsubscribe(db: Db, auth: StoreAuth, endpoint: string): Promise<string> {
  if (!(await deleteSubscription(db, auth.storeId, endpoint))) throw notFound('No such push subscription.');
  return 'This browser no longer receives order notifications.';
}
