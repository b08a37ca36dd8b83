import Stripe from 'stripe';
import { BadSignature, type HostedProvider, type ProviderKeys } from './provider.js';

/** The SDK for one store's key; `apiBase` (STRIPE_API_BASE) sends its calls to a local recorded server in tests. */
export function stripeClient(keys: Pick<ProviderKeys, 'apiKey' | 'apiBase'>): Stripe {
  const base = keys.apiBase ? new URL(keys.apiBase) : null;
  return new Stripe(keys.apiKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** How long a Checkout Session stays open: Stripe's shortest, about the time an unpaid order holds its stock. */
const SESSION_MINUTES = 31;

/** Stripe Checkout: a hosted session per try, `checkout.session.completed` marks it paid, refunds by payment intent. */
export const stripeProvider: HostedProvider = {
  method: 'stripe',
  async startCheckout(keys, request) {
    const session = await stripeClient(keys).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.email,
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId, store_id: request.storeId },
        payment_intent_data: { metadata: { order_id: request.orderId, store_id: request.storeId } },
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
      },
      { idempotencyKey: `checkout-${request.attemptKey}` },
    );
    if (!session.url) throw new Error('Stripe answered a session without a url');
    return { reference: session.id, redirectUrl: session.url };
  },
  readWebhook(keys, rawBody, headers) {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new BadSignature('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = stripeClient(keys).webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
    } catch (error) {
      throw new BadSignature(error instanceof Error ? error.message : 'Bad signature');
    }
    const completed =
      event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
    if (!completed) return { id: event.id, type: event.type, paid: null };
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') return { id: event.id, type: event.type, paid: null };
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    return {
      id: event.id,
      type: event.type,
      paid: {
        checkout: session.id,
        charge: intent ?? session.id,
        amount: session.amount_total ?? -1,
        currency: session.currency ?? '',
      },
    };
  },
  async refund(keys, { charge, amount, idempotencyKey }) {
    const refund = await stripeClient(keys).refunds.create({ payment_intent: charge, amount }, { idempotencyKey });
    return { reference: refund.id };
  },
};
