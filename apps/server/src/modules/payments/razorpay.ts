import Razorpay from 'razorpay';
import { BadSignature, type HostedProvider, type ProviderKeys } from './provider.js';

/**
 * The SDK for one store's keys. The SDK has no base-URL option: it builds one axios instance
 * with https://api.razorpay.com, so `apiBase` (RAZORPAY_API_BASE, tests) is set on that instance.
 */
export function razorpayClient(keys: Pick<ProviderKeys, 'apiKey' | 'apiSecret' | 'apiBase'>): Razorpay {
  const client = new Razorpay({ key_id: keys.apiKey, key_secret: keys.apiSecret });
  const api = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api;
  api.rq.defaults.timeout = 20_000;
  if (keys.apiBase) api.rq.defaults.baseURL = keys.apiBase.replace(/\/$/, '');
  return client;
}

interface PaymentLinkPaid {
  payment_link?: {
    entity?: { id?: string; amount?: number; amount_paid?: number; currency?: string; status?: string };
  };
  payment?: { entity?: { id?: string; amount?: number; currency?: string; status?: string } };
}

/** Razorpay payment links: a hosted page per try, `payment_link.paid` marks it paid, refunds by payment id. */
export const razorpayProvider: HostedProvider = {
  method: 'razorpay',
  async startCheckout(keys, request) {
    const link = await razorpayClient(keys).paymentLink.create({
      amount: request.amount,
      currency: request.currency.toUpperCase(),
      description: request.description,
      // Unique per link at Razorpay: the try's key, so a resent try is refused rather than paid twice.
      reference_id: request.attemptKey.replace(/-/g, '').slice(0, 40),
      customer: { email: request.email },
      notify: { sms: false, email: false },
      callback_url: request.returnUrl,
      callback_method: 'get',
      notes: { order_id: request.orderId, store_id: request.storeId },
    });
    return { reference: link.id, redirectUrl: link.short_url };
  },
  readWebhook(keys, rawBody, headers) {
    const signature = headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !Razorpay.validateWebhookSignature(rawBody, signature, keys.webhookSecret))
      throw new BadSignature('The X-Razorpay-Signature header does not match the body');
    const body = JSON.parse(rawBody) as { event?: string; payload?: PaymentLinkPaid; created_at?: number };
    const type = body.event ?? 'unknown';
    // Razorpay names each event in a header; retries of one event carry the same id.
    const header = headers['x-razorpay-event-id'];
    const link = body.payload?.payment_link?.entity;
    const payment = body.payload?.payment?.entity;
    const id = typeof header === 'string' && header ? header : `${type}:${link?.id ?? ''}:${payment?.id ?? ''}`;
    if (type !== 'payment_link.paid' || !link?.id || !payment?.id) return { id, type, paid: null };
    return {
      id,
      type,
      paid: { checkout: link.id, charge: payment.id, amount: payment.amount ?? -1, currency: payment.currency ?? '' },
    };
  },
  async refund(keys, { charge, amount, idempotencyKey }) {
    const refund = await razorpayClient(keys).payments.refund(charge, {
      amount,
      speed: 'normal',
      notes: { key: idempotencyKey },
    });
    return { reference: refund.id };
  },
};
