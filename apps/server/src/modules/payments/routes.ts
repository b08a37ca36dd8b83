import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HostedMethod, PAYMENT_GATEWAY_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { isUuid } from '../../platform/uuid.js';
import { gatewayConfigOf, gatewayView, saveGateway } from './gateway.service.js';
import { receiveWebhook, refundOrder } from './hosted.js';

/** /setting/payment-gateway's calls, the refund through the provider, and the providers' webhooks. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, config } = app.ctx;
  const gc = gatewayConfigOf(config, db);
  // Made or read now, so no request's transaction waits on the first read of the kept key.
  await gc.secretsKey();
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  const { stripeWebhook, razorpayWebhook, ...calls } = PAYMENT_GATEWAY_CALLS;
  serveCalls(app, calls, ['payments'], {
    get: async (_input, req) => ({ data: await gatewayView(db, gc, storeOf(req)) }),
    save: async (input, req) => ({ data: await saveGateway(db, gc, storeOf(req), input) }),
    refund: async ({ order_id }, req) => ({ message: await refundOrder(db, gc, storeOf(req), order_id) }),
  });

  // The webhooks read their body as the provider sent it: the signature is over those bytes.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const webhook = (method: HostedMethod) => async (req: FastifyRequest) => {
      const { store_id } = req.params as { store_id: string };
      if (!isUuid(store_id)) throw notFound('This store takes no payments through this provider.');
      const body = typeof req.body === 'string' ? req.body : '';
      const outcome = await receiveWebhook(db, gc, method, store_id, body, req.headers, now());
      return { status: true as const, outcome };
    };
    hooks.post(`/${stripeWebhook.path.replace(/^\//, '')}`, webhook('stripe'));
    hooks.post(`/${razorpayWebhook.path.replace(/^\//, '')}`, webhook('razorpay'));
  });
}
