import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { appKey } from './app-key.js';

/**
 * Encrypts small secrets at rest (AES-256-GCM): `v1.{iv}.{tag}.{ciphertext}`, base64url. The key
 * comes from the environment when given (then a copy of the database alone opens nothing),
 * else from app_secrets under `name`.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export async function secretBox(db: Db, name: string, secret: string | undefined): Promise<SecretBox> {
  const key = createHash('sha256')
    .update(secret ?? (await appKey(db, name)))
    .digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
