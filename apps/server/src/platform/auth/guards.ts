import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { allows, type CallAccess, type CallActor, type LoginType, refusalFor } from '@stallfront/shared';
import { forbidden, sessionEnded } from '../errors.js';
import { isBlocked, loginTypeOf, type StorePrincipal } from './principals.js';
import type { StoreView } from './store-view.js';
import type { SessionRow } from '../../db/schema/index.js';
import type { SessionService } from './sessions.js';

export interface StoreAuth {
  session: SessionRow;
  storeId: string;
  /** The caller's store, its package and trial features, read with the session. */
  view: StoreView;
  principal: StorePrincipal;
  loginType: LoginType;
}

export interface MasterAuth {
  session: SessionRow;
  adminId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    storeAuth?: StoreAuth;
    masterAuth?: MasterAuth;
  }
}

const gates = new WeakSet<object>();
const gate = (hook: onRequestAsyncHookHandler) => {
  gates.add(hook);
  return hook;
};
/** Whether a hook is one of the gates above, for the check that every signed-in route runs one. */
export const isGate = (hook: unknown): boolean => typeof hook === 'function' && gates.has(hook);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The role and grants the shared access rules read, from a verified store session. */
export function actorOf(auth: Pick<StoreAuth, 'principal' | 'loginType'>): CallActor {
  const { principal } = auth;
  return {
    loginType: auth.loginType,
    subuserFeatures: principal.type === 'store_user' ? principal.row.subuserFeatures : [],
    vendorFeatures: principal.type === 'vendor' ? principal.row.vendorFeatures : [],
    vendorActive: principal.type === 'vendor' ? principal.row.status === 'active' : undefined,
  };
}

/**
 * A store token's live session and principal, as every store call (and the live socket) checks
 * it; anything wrong throws `session_end`. A blocked or moved principal's session is revoked.
 */
export async function storeAuthFromToken(sessions: SessionService, token: string | null): Promise<StoreAuth> {
  const found = token ? await sessions.authenticateStore(token) : null;
  if (!found?.session.storeId) throw sessionEnded();
  const { session, principal, view } = found;
  if (!principal || !view || principal.row.storeId !== session.storeId || isBlocked(principal.row.status)) {
    await sessions.revoke(session.id, 'account unavailable');
    throw sessionEnded('Your account is no longer active. Please sign in again.');
  }
  return { session, storeId: principal.row.storeId, view, principal, loginType: loginTypeOf(principal) };
}

/**
 * The store call's gate: a live session (else `session_end`), an active principal, and the
 * call's access rule from its shared declaration. The store comes from the session, never
 * the request. Routes run it onRequest, before the body is read, so an ended session always
 * answers `session_end` (never a validation error) and strangers learn nothing of the schema.
 */
export function storeGuard(rule: CallAccess): onRequestAsyncHookHandler {
  return gate(async function guard(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const auth = await storeAuthFromToken(request.server.ctx.sessions, bearerToken(request));
    const actor = actorOf(auth);
    if (!allows(rule, actor)) throw forbidden(refusalFor(rule, actor));
    request.storeAuth = auth;
  });
}

/** Platform-admin calls: a master token only; store tokens are refused. */
export const masterGuard: onRequestAsyncHookHandler = gate(async (request) => {
  const token = bearerToken(request);
  const session = token ? await request.server.ctx.sessions.authenticate(token, 'master') : null;
  if (session?.principalType !== 'master') throw sessionEnded('Sign in as a platform admin to continue.');
  request.masterAuth = { session, adminId: session.principalId };
});

/** The authenticated store of a request that passed storeGuard. */
export function storeAuthOf(request: FastifyRequest): StoreAuth {
  if (!request.storeAuth) throw new Error('storeGuard did not run for this route');
  return request.storeAuth;
}
