import type { HostedMethod } from '@stallfront/shared';
import type { Config } from '../../platform/config.js';
import type { ProviderKeys } from '../payments/provider.js';

/**
 * Who takes the stores' plan payments: the platform's own Stripe or Razorpay account when its
 * keys are configured (a hosted checkout page, confirmed by the signed webhook), else the
 * built-in test gateway (a card typed in the console).
 */
export type PlanGateway =
  | { kind: 'test' }
  | { kind: 'hosted'; method: HostedMethod; keys: ProviderKeys; publicUrl: string };

export function planGatewayOf(config: Config): PlanGateway {
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  if (config.PLATFORM_STRIPE_SECRET_KEY && config.PLATFORM_STRIPE_WEBHOOK_SECRET)
    return {
      kind: 'hosted',
      method: 'stripe',
      publicUrl,
      keys: {
        apiKey: config.PLATFORM_STRIPE_SECRET_KEY,
        apiSecret: config.PLATFORM_STRIPE_SECRET_KEY,
        webhookSecret: config.PLATFORM_STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      },
    };
  if (config.PLATFORM_RAZORPAY_KEY_ID && config.PLATFORM_RAZORPAY_KEY_SECRET && config.PLATFORM_RAZORPAY_WEBHOOK_SECRET)
    return {
      kind: 'hosted',
      method: 'razorpay',
      publicUrl,
      keys: {
        apiKey: config.PLATFORM_RAZORPAY_KEY_ID,
        apiSecret: config.PLATFORM_RAZORPAY_KEY_SECRET,
        webhookSecret: config.PLATFORM_RAZORPAY_WEBHOOK_SECRET,
        apiBase: config.RAZORPAY_API_BASE,
      },
    };
  return { kind: 'test' };
}

export const providerName = (method: HostedMethod) => (method === 'stripe' ? 'Stripe' : 'Razorpay');

/** A hosted page not paid within this long is given up: Stripe's session is expired by then (stripe.ts, 31 minutes). */
export const HOSTED_PAYMENT_MINUTES = 35;

/** Where the provider sends the owner back: the plan's payment summary, or the failure page. */
export const returnUrlsOf = (
  gateway: { publicUrl: string },
  payment: { id: string; packageId: string; period: string },
) => ({
  returnUrl: `${gateway.publicUrl}/payment-summary/plan/${payment.id}`,
  cancelUrl: `${gateway.publicUrl}/payment-failure?${new URLSearchParams({
    payment_id: payment.id,
    package_id: payment.packageId,
    period: payment.period,
    reason: 'The payment was cancelled; nothing was charged.',
  })}`,
});
