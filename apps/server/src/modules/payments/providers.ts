import type { CheckoutPaymentMethod } from '@stallfront/shared';
import { cashOnDelivery } from './cash-on-delivery.js';
import type { PaymentProvider } from './provider.js';
import { testGateway } from './test-gateway.js';

const PROVIDERS: Record<CheckoutPaymentMethod, PaymentProvider> = { test_card: testGateway, cod: cashOnDelivery };

export const providerFor = (method: CheckoutPaymentMethod): PaymentProvider => PROVIDERS[method];
