import { createHash } from 'node:crypto';

export { open, seal } from '../../platform/secret-box.js';

/**
 * The key of development and test runs when PAYMENT_SECRETS_KEY is unset (config.ts refuses
 * production without one): public, so secrets sealed with it are safe from nobody.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('stallfront development payment secrets').digest();

/** PAYMENT_SECRETS_KEY as 32 bytes: 64 hex characters or base64. */
export function secretsKeyOf(configured: string | undefined): Buffer {
  if (!configured) return DEVELOPMENT_SECRETS_KEY;
  const key = /^[0-9a-fA-F]{64}$/.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('PAYMENT_SECRETS_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}
