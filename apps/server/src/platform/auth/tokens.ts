import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

export type TokenAudience = 'store' | 'master';

export interface TokenClaims {
  /** The session row id. */
  sid: string;
  aud: TokenAudience;
}

const ISSUER = 'stallfront';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Null for a token that is malformed, forged, expired or for another audience. */
  verify(token: string, audience: TokenAudience): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(claims.aud)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
        // The sid goes into a uuid comparison: anything else would be a database error, not a 401.
        return typeof payload.sid === 'string' && UUID.test(payload.sid) ? { sid: payload.sid, aud: audience } : null;
      } catch {
        return null;
      }
    },
  };
}

/** The configured secret, or one made at first start and shared through the database by every node. */
export async function resolveJwtSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('could not create the JWT secret');
  return row.value;
}
