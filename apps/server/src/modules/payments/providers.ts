import type { PaymentMethod } from '@stallfront/shared';
import { cashOnDelivery } from './cash-on-delivery.js';
import type { PaymentProvider } from './provider.js';
import { testGateway } from './test-gateway.js';

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = { test_card: testGateway, cod: cashOnDelivery };

export const providerFor = (method: PaymentMethod): PaymentProvider => PROVIDERS[method];
