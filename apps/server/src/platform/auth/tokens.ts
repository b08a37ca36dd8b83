import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';
import { isUuid } from '../uuid.js';

export type TokenAudience = 'store' | 'master';

export interface TokenClaims {
  /** The session row id. */
  sid: string;
  aud: TokenAudience;
}

const ISSUER = 'stallfront';

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Null for a token that is malformed, forged, expired or for another audience. */
  verify(token: string, audience: TokenAudience): Promise<TokenClaims | null>;
}

/** Tokens already verified, up to this many: checking a signature costs more than the rest of a cached call. */
const MAX_VERIFIED = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token's bytes decide its claims, so a verified token needs only its expiry checked again.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number | undefined) => {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAtMs: (exp ?? 0) * 1000 });
    return claims;
  };
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
      const known = verified.get(token);
      if (known && known.claims.aud === audience) return known.expiresAtMs > Date.now() ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
        // The sid goes into a uuid comparison: anything else would be a database error, not a 401.
        if (typeof payload.sid !== 'string' || !isUuid(payload.sid)) return null;
        return remember(token, { sid: payload.sid, aud: audience }, payload.exp);
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
