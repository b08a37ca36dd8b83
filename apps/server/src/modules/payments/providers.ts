import type { CheckoutPaymentMethod, HostedMethod } from '@stallfront/shared';
import { cashOnDelivery } from './cash-on-delivery.js';
import type { HostedProvider, PaymentProvider } from './provider.js';
import { razorpayProvider } from './razorpay.js';
import { stripeProvider } from './stripe.js';
import { testGateway } from './test-gateway.js';

/** A method whose money is not taken by a card form at checkout: a hosted page, or a bank transfer. */
const noCardForm = (method: CheckoutPaymentMethod): PaymentProvider => ({
  method,
  check: () => null,
  charge: async () => {
    throw new Error(`${method} is not charged at checkout`);
  },
});

const PROVIDERS: Record<CheckoutPaymentMethod, PaymentProvider> = {
  test_card: testGateway,
  cod: cashOnDelivery,
  bank_transfer: noCardForm('bank_transfer'),
  stripe: noCardForm('stripe'),
  razorpay: noCardForm('razorpay'),
};

export const providerFor = (method: CheckoutPaymentMethod): PaymentProvider => PROVIDERS[method];

const HOSTED: Record<HostedMethod, HostedProvider> = { stripe: stripeProvider, razorpay: razorpayProvider };

export const hostedProviderFor = (method: HostedMethod): HostedProvider => HOSTED[method];
