import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 12-byte nonce per seal; `context` (store and field) is bound as
 * additional data, so a sealed secret copied to another store's row does not open there.
 * Sealed form: `v1.{nonce}.{tag}.{ciphertext}`, each base64url.
 */
export function seal(key: Buffer, plain: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain secret, or an error when the key, the context or the sealed text is not the one it was sealed with. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('Not a sealed payment secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
