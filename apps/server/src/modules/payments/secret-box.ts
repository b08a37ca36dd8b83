import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { appKey } from '../../platform/app-key.js';
import { open } from '../../platform/secret-box.js';

export { open, seal } from '../../platform/secret-box.js';

/**
 * The public key every run without PAYMENT_SECRETS_KEY sealed with before the key came from
 * app_secrets: what it sealed still opens, and is sealed anew with the store's next save.
 */
export const LEGACY_DEVELOPMENT_KEY = createHash('sha256').update('stallfront development payment secrets').digest();

/** PAYMENT_SECRETS_KEY as 32 bytes: 64 hex characters or base64. */
export function secretsKeyOf(configured: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('PAYMENT_SECRETS_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

/**
 * The key that seals payment secrets: PAYMENT_SECRETS_KEY when set (then a copy of the database
 * alone opens nothing), else one made at first use and kept in app_secrets, the same on every node.
 */
export function paymentSecretsKey(db: Db, configured: string | undefined): () => Promise<Buffer> {
  if (configured) {
    const key = secretsKeyOf(configured);
    return async () => key;
  }
  return async () =>
    createHash('sha256')
      .update(await appKey(db, 'payment-secrets'))
      .digest();
}

/** A sealed secret opened with the first of `keys` that opens it. */
export function openWithAny(keys: Buffer[], sealed: string, context: string): string {
  let failure: unknown;
  for (const key of keys) {
    try {
      return open(key, sealed, context);
    } catch (err) {
      failure = err;
    }
  }
  throw failure;
}
