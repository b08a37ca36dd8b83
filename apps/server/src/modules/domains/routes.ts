import type { FastifyInstance } from 'fastify';
import { DOMAIN_CALLS, RENEW_DAYS_BEFORE } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { hostNameOf } from '../shop/host-constraint.js';
import { challengeAnswer } from './acme.js';
import {
  certificatesDue,
  connectDomain,
  DOMAIN_CERTIFICATE,
  DOMAIN_RENEWALS,
  domainState,
  recordEnquiry,
  removeDomain,
  requestCertificate,
  runCertificateJob,
  verifyDomain,
} from './domain.service.js';

/** The store's custom domain: connect, verify by DNS, certificate by ACME (`/setting/domain`). */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const dnsLog = (err: unknown) => app.log.warn({ err }, 'DNS look-up of a custom domain failed');
  serveCalls(app, DOMAIN_CALLS, ['domains'], {
    get: async (_input, req) => ({ data: await domainState(ctx, storeAuthOf(req)) }),
    connect: async ({ domain }, req) => ({ data: await connectDomain(ctx, storeAuthOf(req), domain) }),
    verify: async (_input, req) => ({ data: await verifyDomain(ctx, storeAuthOf(req), dnsLog) }),
    remove: async (_input, req) => ({ data: await removeDomain(ctx, storeAuthOf(req)) }),
    createSsl: async (_input, req) => ({ data: await requestCertificate(ctx, storeAuthOf(req)) }),
    enquiry: async (body, req) => ({ message: await recordEnquiry(ctx, storeAuthOf(req), body) }),
  });
}

/**
 * Outside /api: the ACME HTTP-01 answers (any host, any node: the challenge is in the database)
 * and the certificate jobs, issuing and the daily renewal sweep.
 */
export async function domainCertificateRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get<{ Params: { token: string } }>(
    '/.well-known/acme-challenge/:token',
    { schema: { hide: true } },
    async (req, reply) => {
      const answer = await challengeAnswer(ctx.db, req.params.token, hostNameOf(req.raw));
      if (!answer) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('text/plain').send(answer);
    },
  );
  const log = (details: object, text: string) => app.log.info(details, text);
  ctx.jobs.define(DOMAIN_CERTIFICATE, async ({ store_id }) => runCertificateJob(ctx, store_id, log), {
    retryLimit: 0,
    expireInSeconds: 600,
  });
  ctx.jobs.define(DOMAIN_RENEWALS, async () => {
    const due = await certificatesDue(ctx.db, new Date(ctx.now().getTime() + RENEW_DAYS_BEFORE * 86_400_000));
    for (const storeId of due) await ctx.jobs.send(DOMAIN_CERTIFICATE, { store_id: storeId });
  });
  ctx.jobs.schedule(DOMAIN_RENEWALS, '17 3 * * *', {});
}
