import type { PaymentProvider } from './provider.js';

export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  check: () => null,
  charge: async () => ({ status: 'cod_due', reference: null }),
};
