import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import type { CheckoutPaymentMethod } from '@stallfront/shared';

/**
 * Stripe's and Razorpay's API as a local server: no network reaches the providers here, so the
 * SDKs are pointed at this (STRIPE_API_BASE, RAZORPAY_API_BASE) and it answers with recorded
 * responses (fixtures/payment-gateway/*.json, shaped as the providers document them), with the
 * ids, amounts and addresses of the request filled in. It keeps every request it was sent.
 */
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'payment-gateway');
export const recorded = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

export interface ProviderRequest {
  method: string;
  path: string;
  /** Stripe's form fields, or Razorpay's JSON body. */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface RecordedProviders {
  url: string;
  requests: ProviderRequest[];
  /** The sessions and links made, by id: what the webhooks then report as paid. */
  sessions: Map<string, { amount: number; currency: string; successUrl: string }>;
  /** Answer the next call with this status and Stripe's or Razorpay's error body. */
  failNext(status: number, message?: string): void;
  /** Handle the next `count` calls, then drop their connections: the answer is lost on the way back. */
  dropNext(count: number): void;
  /** The Stripe transfers made (one per idempotency key, as Stripe keeps them). */
  transfers: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const suffix = () => randomBytes(12).toString('hex');

export async function startRecordedProviders(): Promise<RecordedProviders> {
  const requests: ProviderRequest[] = [];
  const sessions: RecordedProviders['sessions'] = new Map();
  let failing: number | null = null;
  let failMessage = 'Invalid API Key provided: sk_test_****';
  let dropping = 0;
  const transfers: RecordedProviders['transfers'] = new Map();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const json = (req.headers['content-type'] ?? '').includes('json');
      const body: Record<string, unknown> = json
        ? raw
          ? JSON.parse(raw)
          : {}
        : Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path, body, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        if (dropping > 0) {
          dropping -= 1;
          req.socket.destroy();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${suffix()}` });
        res.end(JSON.stringify(payload));
      };
      if (failing !== null) {
        const status = failing;
        failing = null;
        return path.startsWith('/v1/payment')
          ? send(status, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } })
          : send(status, {
              error: { type: 'invalid_request_error', message: failMessage },
            });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${suffix()}`;
        const amount = Number(body['line_items[0][price_data][unit_amount]']);
        const currency = String(body['line_items[0][price_data][currency]']);
        const successUrl = String(body.success_url);
        sessions.set(id, { amount, currency, successUrl });
        return send(200, {
          ...recorded('stripe-checkout-session'),
          id,
          amount_subtotal: amount,
          amount_total: amount,
          currency,
          customer_email: body.customer_email ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: { order_id: body['metadata[order_id]'], store_id: body['metadata[store_id]'] },
          success_url: successUrl,
          cancel_url: body.cancel_url,
          expires_at: Number(body.expires_at),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/transfers') {
        // Stripe's idempotency: the same key answers the transfer it made the first time.
        const key = String(req.headers['idempotency-key'] ?? suffix());
        const made = transfers.get(key) ?? {
          ...recorded('stripe-transfer'),
          id: `tr_${suffix()}`,
          amount: Number(body.amount),
          currency: body.currency,
          destination: body.destination,
          transfer_group: body.transfer_group ?? null,
          metadata: Object.fromEntries(
            Object.entries(body)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
        };
        transfers.set(key, made);
        return send(200, made);
      }
      if (req.method === 'GET' && path === '/v1/transfers') {
        const group = new URL(req.url ?? '', 'http://x').searchParams.get('transfer_group');
        const data = [...transfers.values()].filter((t) => t.transfer_group === group);
        return send(200, { object: 'list', data, has_more: false, url: '/v1/transfers' });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return send(200, {
          ...recorded('stripe-refund'),
          id: `re_${suffix()}`,
          amount: Number(body.amount),
          payment_intent: body.payment_intent,
        });
      }
      if (req.method === 'POST' && path === '/v1/payment_links') {
        const id = `plink_${suffix().slice(0, 14)}`;
        const amount = Number(body.amount);
        const currency = String(body.currency);
        sessions.set(id, { amount, currency, successUrl: String(body.callback_url) });
        return send(200, {
          ...recorded('razorpay-payment-link'),
          id,
          amount,
          currency,
          description: body.description,
          reference_id: body.reference_id,
          notes: body.notes,
          customer: body.customer,
          callback_url: body.callback_url,
          short_url: `https://rzp.io/i/${id.slice(6, 13)}`,
        });
      }
      const refund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.method === 'POST' && refund) {
        return send(200, {
          ...recorded('razorpay-refund'),
          id: `rfnd_${suffix().slice(0, 14)}`,
          amount: Number(body.amount),
          payment_id: refund[1],
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failNext: (status, message = 'Invalid API Key provided: sk_test_****') => {
      failing = status;
      failMessage = message;
    },
    dropNext: (count) => {
      dropping = count;
    },
    transfers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Fake keys of the right shapes: test mode, clearly not real. */
export const TEST_KEYS = {
  stripe_publishable_key: 'pk_test_FAKEstallfront0000000000',
  stripe_secret_key: 'sk_test_FAKEstallfront0000000001',
  stripe_webhook_secret: 'whsec_FAKEstallfront000000000002',
  razorpay_key_id: 'rzp_test_FAKEstallfront',
  razorpay_key_secret: 'FAKEstallfrontSecret0003',
  razorpay_webhook_secret: 'FAKE-razorpay-webhook-0004',
};

/** A store's gateways with Stripe on, in test mode with the fake keys, and no Razorpay: `methods` says the rest. */
export const stripeGateways = (methods: CheckoutPaymentMethod[]) => ({
  methods: [...methods, 'stripe' as const],
  bank_transfer_instructions: '',
  stripe_publishable_key: TEST_KEYS.stripe_publishable_key,
  stripe_secret_key: TEST_KEYS.stripe_secret_key,
  stripe_webhook_secret: TEST_KEYS.stripe_webhook_secret,
  razorpay_key_id: '',
  razorpay_key_secret: '',
  razorpay_webhook_secret: '',
});

/** Stripe's `checkout.session.completed` for a session, signed as Stripe signs it (the SDK's own test helper). */
export function stripeCompleted(
  session: { id: string; amount: number; currency: string },
  secret = TEST_KEYS.stripe_webhook_secret,
  eventId = `evt_${suffix()}`,
) {
  const event = recorded('stripe-event-checkout-session-completed');
  event.id = eventId;
  Object.assign(event.data.object, {
    id: session.id,
    amount_subtotal: session.amount,
    amount_total: session.amount,
    currency: session.currency,
  });
  const payload = JSON.stringify(event);
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/**
 * Razorpay's `payment_link.paid` for a link, signed as Razorpay signs webhooks: hex HMAC-SHA256
 * of the body with the webhook secret, which `Razorpay.validateWebhookSignature` checks.
 */
export function razorpayPaid(
  link: { id: string; amount: number; currency: string },
  secret = TEST_KEYS.razorpay_webhook_secret,
  eventId = `Evt${suffix().slice(0, 14)}`,
) {
  const event = recorded('razorpay-event-payment-link-paid');
  Object.assign(event.payload.payment_link.entity, {
    id: link.id,
    amount: link.amount,
    amount_paid: link.amount,
    currency: link.currency,
  });
  Object.assign(event.payload.payment.entity, {
    id: `pay_${suffix().slice(0, 14)}`,
    amount: link.amount,
    currency: link.currency,
  });
  const payload = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(payload).digest('hex');
  return {
    payload,
    paymentId: event.payload.payment.entity.id as string,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
  };
}
