import { createServer, type Server } from 'node:https';
import { createSecureContext, type SecureContext } from 'node:tls';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeDomains, stores } from '../../db/schema/index.js';
import { secretBox } from '../../platform/secret-box.js';

/** How long a node keeps a domain's certificate (or its absence) before reading it again: a renewal shows within this. */
const CONTEXT_TTL_MS = 60_000;

/**
 * The HTTPS listener for custom domains: each TLS handshake's server name (SNI) picks that
 * domain's issued certificate, and the request then goes through the same Fastify routing as
 * plain HTTP, where the Host finds the shop (`shopHost`). A name without an issued certificate
 * fails the handshake.
 */
export function createTlsListener(app: FastifyInstance): Server {
  const { db, config } = app.ctx;
  const kept = new Map<string, { context: SecureContext | null; until: number }>();
  const boxOpening = secretBox(db, 'cert-key', config.CERT_KEY_SECRET);

  async function contextOf(name: string): Promise<SecureContext | null> {
    const hit = kept.get(name);
    if (hit && hit.until > Date.now()) return hit.context;
    const [row] = await db
      .select({ certPem: storeDomains.certPem, keyEncrypted: storeDomains.keyEncrypted })
      .from(storeDomains)
      .innerJoin(stores, and(eq(stores.id, storeDomains.storeId), eq(stores.customDomain, storeDomains.domain)))
      .where(and(eq(storeDomains.domain, name), isNotNull(stores.customDomainVerifiedAt), eq(stores.status, 'active')));
    let context: SecureContext | null = null;
    if (row?.certPem && row.keyEncrypted) {
      const key = (await boxOpening).open(row.keyEncrypted);
      context = createSecureContext({ cert: row.certPem, key });
    }
    if (kept.size > 10_000) kept.clear();
    kept.set(name, { context, until: Date.now() + CONTEXT_TTL_MS });
    return context;
  }

  const server = createServer(
    {
      SNICallback: (servername, done) => {
        const name = servername.toLowerCase();
        contextOf(name).then(
          (context) => (context ? done(null, context) : done(new Error(`no certificate for ${name}`))),
          (err: Error) => {
            app.log.error({ err, servername: name }, 'reading a certificate failed');
            done(err);
          },
        );
      },
    },
    (req, res) => app.routing(req, res),
  );
  server.on('tlsClientError', (err) => app.log.debug({ err }, 'TLS handshake refused'));
  return server;
}

/** Starts the listener on `port` (0: any free port): the port it took, and how to stop it (before the app closes). */
export async function listenTls(
  app: FastifyInstance,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createTlsListener(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
