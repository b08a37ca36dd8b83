import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { appKey } from './app-key.js';

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 12-byte nonce per seal; `context` (a store and a field) is bound as
 * additional data, so a sealed secret copied to another row does not open there.
 * Sealed form: `v1.{nonce}.{tag}.{ciphertext}`, each base64url.
 */
export function seal(key: Buffer, plain: string, context = ''): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain secret, or an error when the key, the context or the sealed text is not the one it was sealed with. */
export function open(key: Buffer, sealed: string, context = ''): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Small secrets at rest under one key: from the environment when given (then a copy of the
 * database alone opens nothing), else from app_secrets under `name`.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export async function secretBox(db: Db, name: string, secret: string | undefined): Promise<SecretBox> {
  const key = createHash('sha256')
    .update(secret ?? (await appKey(db, name)))
    .digest();
  return { seal: (plain) => seal(key, plain), open: (sealed) => open(key, sealed) };
}
