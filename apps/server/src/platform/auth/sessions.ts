import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  branches,
  packages,
  type PrincipalType,
  type SessionRow,
  sessions,
  storeUsers,
  stores,
  vendors,
} from '../../db/schema/index.js';
import type { StorePrincipal } from './principals.js';
import type { AuthNotices } from './session-cache-wiring.js';
import { type StoreView, trialsOf } from './store-view.js';
import type { TokenAudience, TokenSigner } from './tokens.js';

export interface IssueInput {
  principalType: PrincipalType;
  principalId: string;
  storeId: string | null;
  ip?: string;
  userAgent?: string;
  /** A platform admin's short "sign in as" session: who, and how long instead of the usual hours. */
  support?: { adminId: string; name: string; minutes: number };
}

export interface SessionService {
  issue(input: IssueInput): Promise<{ token: string; session: SessionRow }>;
  /** The live session a token names, or null when it is forged, expired or revoked. */
  authenticate(token: string, audience: TokenAudience): Promise<SessionRow | null>;
  /** authenticate() for store tokens, with the signed-in principal and its store's view read in the same query. */
  authenticateStore(
    token: string,
  ): Promise<{ session: SessionRow; principal: StorePrincipal | null; view: StoreView | null } | null>;
  revoke(sessionId: string, reason: string): Promise<void>;
  /** Ends every live session of the principal, but `keep` (the caller's own) when given. */
  revokeAllFor(principalType: PrincipalType, principalId: string, reason: string, keep?: string): Promise<void>;
  /** Resolves once every node has dropped what the writes committed so far changed (see AuthNotices). */
  settle(): Promise<void>;
}

export type StoreSessionRead = NonNullable<Awaited<ReturnType<SessionService['authenticateStore']>>>;

export function createSessionService(
  db: Db,
  signer: TokenSigner,
  ttlHours: number,
  now: () => Date,
  notices?: AuthNotices<StoreSessionRead>,
): SessionService {
  const cache = notices?.cache;
  const settle = async () => notices?.settle();
  const ofType = (type: PrincipalType, id: AnyPgColumn) =>
    and(eq(sessions.principalType, type), eq(id, sessions.principalId));
  // A store call not in the cache runs this first: one prepared statement for session, principal and store view.
  const authenticateStoreQuery = db
    .select({
      session: sessions,
      storeUser: storeUsers,
      vendor: vendors,
      branch: branches,
      store: stores,
      pkg: packages,
      trials: trialsOf(stores.id),
    })
    .from(sessions)
    .leftJoin(storeUsers, ofType('store_user', storeUsers.id))
    .leftJoin(vendors, ofType('vendor', vendors.id))
    .leftJoin(branches, ofType('branch', branches.id))
    .leftJoin(stores, eq(stores.id, sessions.storeId))
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('authenticate_store');
  return {
    async issue({ support, ...input }) {
      const ttlMs = support ? support.minutes * 60_000 : ttlHours * 3_600_000;
      const expiresAt = new Date(now().getTime() + ttlMs);
      const [session] = await db
        .insert(sessions)
        .values({
          ...input,
          createdAt: now(),
          expiresAt,
          userAgent: input.userAgent?.slice(0, 500),
          supportAdminId: support?.adminId ?? null,
          supportName: support?.name ?? null,
        })
        .returning();
      if (!session) throw new Error('session insert returned nothing');
      const aud: TokenAudience = input.principalType === 'master' ? 'master' : 'store';
      return { token: await signer.sign({ sid: session.id, aud }, expiresAt), session };
    },

    async authenticate(token, audience) {
      const claims = await signer.verify(token, audience);
      if (!claims) return null;
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())));
      return session ?? null;
    },

    async authenticateStore(token) {
      const claims = await signer.verify(token, 'store');
      if (!claims) return null;
      const cached = cache?.get(claims.sid);
      if (cached) return cached.session.expiresAt > now() ? cached : null;
      const [row] = await authenticateStoreQuery.execute({ sid: claims.sid, now: now().toISOString() });
      if (!row) return null;
      const principal: StorePrincipal | null = row.storeUser
        ? { type: 'store_user', row: row.storeUser }
        : row.vendor
          ? { type: 'vendor', row: row.vendor }
          : row.branch
            ? { type: 'branch', row: row.branch }
            : null;
      const view = row.store && row.pkg ? { store: row.store, pkg: row.pkg, trials: row.trials } : null;
      const read = { session: row.session, principal, view };
      cache?.set(claims.sid, read, {
        principalId: row.session.principalId,
        storeId: row.session.storeId,
        packageId: row.store?.packageId ?? null,
      });
      return read;
    },

    async revoke(sessionId, reason) {
      await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await settle();
    },

    async revokeAllFor(principalType, principalId, reason, keep) {
      await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(
          and(
            eq(sessions.principalType, principalType),
            eq(sessions.principalId, principalId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        );
      await settle();
    },

    settle,
  };
}
