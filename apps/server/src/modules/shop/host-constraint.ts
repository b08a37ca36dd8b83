import type { IncomingMessage } from 'node:http';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';

/** The constraint value of a request whose Host is a store's verified custom domain. */
export const CUSTOM_DOMAIN = 'custom-domain';
/** How long a node trusts what it read about a host name (a domain verified or removed shows up within this). */
const HOST_TTL_MS = 30_000;

/** The request's host name, lower-case, without port. */
export function hostNameOf(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '').toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * A Fastify route constraint that tells custom-domain requests apart: the shop's root routes
 * carry it, so `/` and `/p/...` are the shop on a verified custom domain and the console (or a
 * 404) on the main host. The main host, localhost and IP addresses are told at once; any other
 * host is looked up once per HOST_TTL_MS per node.
 */
type ConstraintStrategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string];

export function shopHostConstraint(db: Db, publicUrl: string): ConstraintStrategy {
  const mainHost = new URL(publicUrl).hostname.toLowerCase();
  const known = new Map<string, { domain: boolean; until: number }>();
  const isPlatformHost = (host: string) =>
    host === '' || host === mainHost || host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[');

  async function isVerifiedDomain(host: string): Promise<boolean> {
    const hit = known.get(host);
    if (hit && hit.until > Date.now()) return hit.domain;
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.customDomain, host), isNotNull(stores.customDomainVerifiedAt), eq(stores.status, 'active')))
      .limit(1);
    // Unknown hosts are remembered too, so a flood of made-up Host headers costs one query each per TTL.
    if (known.size > 10_000) known.clear();
    known.set(host, { domain: Boolean(row), until: Date.now() + HOST_TTL_MS });
    return Boolean(row);
  }

  return {
    name: 'shopHost',
    storage() {
      const handlers = new Map<string, Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1]>();
      return {
        get: (value) => handlers.get(String(value)) ?? null,
        set: (value, store) => void handlers.set(String(value), store),
      };
    },
    // find-my-way calls a three-argument derive asynchronously; Fastify's types know only the synchronous form.
    deriveConstraint: ((req: IncomingMessage, _ctx: unknown, done: (err: Error | null, value?: string) => void) => {
      const host = hostNameOf(req);
      if (isPlatformHost(host)) return done(null, undefined);
      isVerifiedDomain(host).then(
        (domain) => done(null, domain ? CUSTOM_DOMAIN : undefined),
        // A failed look-up serves the platform's routes; the shop route would fail on the same database anyway.
        () => done(null, undefined),
      );
    }) as unknown as ConstraintStrategy['deriveConstraint'],
    mustMatchWhenDerived: false,
    validate(value: unknown) {
      if (value !== CUSTOM_DOMAIN) throw new Error(`shopHost takes only '${CUSTOM_DOMAIN}'`);
    },
  };
}
