import { createHash, randomBytes } from 'node:crypto';

/** A token's hash as kept in the database: a read of the table gives no token that works. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A fresh unguessable token for a cookie or a mailed link, and the hash to keep of it. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
