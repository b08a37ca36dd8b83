import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { LoginType, SubuserFeature } from '@stallfront/shared';
import { forbidden, sessionEnded } from '../errors.js';
import { isBlocked, loginTypeOf, type StorePrincipal } from './principals.js';
import type { SessionRow } from '../../db/schema/index.js';

export interface StoreAuth {
  session: SessionRow;
  storeId: string;
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

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface StoreGuardOptions {
  /** Login types allowed; all four when unset. */
  loginTypes?: readonly LoginType[];
  /** A subuser also needs this entry in their subuser_features. */
  subuserFeature?: SubuserFeature;
}

/**
 * The store call's gate: a live session (else `session_end`), an active principal, and
 * the role rules of spec section 6. The store comes from the session, never the request.
 * Routes run it onRequest, before the body is read, so an ended session always answers
 * `session_end` (never a validation error) and strangers learn nothing of the schema.
 */
export function storeGuard(options: StoreGuardOptions = {}): onRequestAsyncHookHandler {
  return async function guard(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const { sessions } = request.server.ctx;
    const token = bearerToken(request);
    const found = token ? await sessions.authenticateStore(token) : null;
    if (!found?.session.storeId) throw sessionEnded();
    const { session, principal } = found;
    if (!principal || principal.row.storeId !== session.storeId || isBlocked(principal.row.status)) {
      await sessions.revoke(session.id, 'account unavailable');
      throw sessionEnded('Your account is no longer active. Please sign in again.');
    }

    const loginType = loginTypeOf(principal);
    if (options.loginTypes && !options.loginTypes.includes(loginType)) throw forbidden();
    if (
      loginType === 'subuser' &&
      options.subuserFeature &&
      principal.type === 'store_user' &&
      !principal.row.subuserFeatures.includes(options.subuserFeature)
    ) {
      throw forbidden(`Your staff account needs the ${options.subuserFeature} permission for this.`);
    }
    request.storeAuth = { session, storeId: principal.row.storeId, principal, loginType };
  };
}

/** Platform-admin calls: a master token only; store tokens are refused. */
export const masterGuard: onRequestAsyncHookHandler = async (request) => {
  const token = bearerToken(request);
  const session = token ? await request.server.ctx.sessions.authenticate(token, 'master') : null;
  if (session?.principalType !== 'master') throw sessionEnded('Sign in as a platform admin to continue.');
  request.masterAuth = { session, adminId: session.principalId };
};

/** The authenticated store of a request that passed storeGuard. */
export function storeAuthOf(request: FastifyRequest): StoreAuth {
  if (!request.storeAuth) throw new Error('storeGuard did not run for this route');
  return request.storeAuth;
}
