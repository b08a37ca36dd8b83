import type { PaymentGatewayInput } from '@stallfront/shared';
import type { Db } from '../db/client.js';
import type { Config } from '../platform/config.js';
import { gatewayConfigOf, saveGateway } from '../modules/payments/gateway.service.js';
import type { DemoStore } from './demo-stores.js';

const NONE = {
  bank_transfer_instructions: '',
  stripe_publishable_key: '',
  stripe_secret_key: '',
  stripe_webhook_secret: '',
  razorpay_key_id: '',
  razorpay_key_secret: '',
  razorpay_webhook_secret: '',
};

/**
 * The demo stores' payment gateways, with keys of the right shape that are plainly not real
 * (DEMO…NotAReal…): Urban Threads takes Stripe and bank transfers, Fresh Basket Razorpay. Both
 * keep the test gateway first and cash on delivery, so the demo checkout works without a network.
 */
const DEMO_GATEWAYS: Record<string, PaymentGatewayInput> = {
  'urban-threads': {
    ...NONE,
    methods: ['test_card', 'stripe', 'bank_transfer', 'cod'],
    bank_transfer_instructions:
      'State Bank of India · Urban Threads Pvt Ltd · A/c 00000012345678 · IFSC SBIN0000001\nUse your order number as the reference.',
    stripe_publishable_key: 'pk_test_DEMOurbanThreadsNotARealKey',
    stripe_secret_key: 'sk_test_DEMOurbanThreadsNotARealKey',
    stripe_webhook_secret: 'whsec_DEMOurbanThreadsNotARealSecret',
  },
  'fresh-basket': {
    ...NONE,
    methods: ['test_card', 'razorpay', 'cod'],
    razorpay_key_id: 'rzp_test_DEMOfreshBasket',
    razorpay_key_secret: 'DEMOfreshBasketNotARealSecret',
    razorpay_webhook_secret: 'DEMO-fresh-basket-not-a-real-secret',
  },
};

export async function seedDemoPayments(db: Db, config: Config, storeId: string, demo: DemoStore): Promise<void> {
  const gateway = DEMO_GATEWAYS[demo.subDomain];
  if (gateway) await saveGateway(db, gatewayConfigOf(config, db), storeId, gateway);
}
