import { describeAccess, type Endpoint } from '@stallfront/shared';
import type { onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { masterGuard, storeGuard } from './auth/guards.js';
import { writesData } from './audit.js';
import { errorResponses } from './errors.js';

/** Fastify warns of schema keys present but undefined (no body on a logout); drop them, keep the type. */
const defined = <T extends object>(schema: T): T =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;

const described = <E extends Endpoint>(endpoint: E, tags: string[]) => ({
  tags,
  summary: endpoint.summary,
  description: endpoint.access ? describeAccess(endpoint.access) : undefined,
  security: endpoint.auth === 'public' ? undefined : [{ bearer: [] }],
  // A download is sent as a file; only the JSON envelope has a schema to check.
  response:
    endpoint.reply && endpoint.reply !== 'json'
      ? errorResponses
      : { 200: endpoint.output as E['output'], ...errorResponses },
});

/** The gate an endpoint's declaration names: none, the master token, or its store access rule. */
function gateOf(endpoint: Endpoint): onRequestAsyncHookHandler | undefined {
  if (endpoint.auth === 'master') return masterGuard;
  if (endpoint.auth === 'store') return storeGuard(endpoint.access);
  return undefined;
}

/**
 * A call that may write answers once every node has heard what it changed, so the next call,
 * on any node, sees a sign-out or a new package (AuthNotices.settle).
 */
const settleWrites: onSendHookHandler = async (request, _reply, payload) => {
  await request.server.ctx.sessions.settle();
  return payload;
};

const writes = writesData;

const gated = (endpoint: Endpoint) =>
  defined({ onRequest: gateOf(endpoint), onSend: writes(endpoint) ? settleWrites : undefined });

/** The method, url, schema and gate of a route, taken from its shared endpoint; the input is the body. */
export const routeOf = <E extends Endpoint>(endpoint: E, tags: string[]) => ({
  method: endpoint.method,
  url: endpoint.path,
  schema: defined({ ...described(endpoint, tags), body: endpoint.input as E['input'] }),
  ...gated(endpoint),
});

/** As routeOf, for a GET whose input is the query string, or the path's `:name` segments. */
export const queryRouteOf = <E extends Endpoint>(endpoint: E, tags: string[]) => ({
  method: endpoint.method,
  url: endpoint.path,
  schema: defined({
    ...described(endpoint, tags),
    [endpoint.path.includes('/:') ? 'params' : 'querystring']: endpoint.input as E['input'],
  }) as ReturnType<typeof described<E>> & { querystring: E['input']; params: E['input'] },
  ...gated(endpoint),
});
