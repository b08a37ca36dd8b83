import { and, eq, sql } from 'drizzle-orm';
import {
  type HostedMethod,
  type PaymentGatewayInput,
  type PaymentGatewayPublic,
  type PaymentGatewayView,
  paymentGatewayPublic,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { paymentSecrets, storeSettings } from '../../db/schema/index.js';
import type { Config } from '../../platform/config.js';
import { badRequest } from '../../platform/errors.js';
import type { ProviderKeys } from './provider.js';
import { LEGACY_DEVELOPMENT_KEY, openWithAny, paymentSecretsKey, seal } from './secret-box.js';

/** The store setting's key: the route table's name of the screen. The shop reads it with the store row. */
export const PAYMENT_GATEWAY_KEY = 'payment_gateway';

type SecretRow = typeof paymentSecrets.$inferSelect;
type SecretField = 'apiSecret' | 'webhookSecret';

/** Sealed with the store, provider and field as context: a row copied elsewhere does not open. */
const contextOf = (storeId: string, provider: HostedMethod, field: SecretField) => `${storeId}:${provider}:${field}`;

export interface GatewayConfig {
  secretsKey: () => Promise<Buffer>;
  /** No PAYMENT_SECRETS_KEY: secrets sealed with the old public development key still open. */
  legacyKey: boolean;
  apiBase: Record<HostedMethod, string | undefined>;
  publicUrl: string;
}

export const gatewayConfigOf = (config: Config, db: Db): GatewayConfig => ({
  secretsKey: paymentSecretsKey(db, config.PAYMENT_SECRETS_KEY),
  legacyKey: !config.PAYMENT_SECRETS_KEY,
  apiBase: { stripe: config.STRIPE_API_BASE, razorpay: config.RAZORPAY_API_BASE },
  publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
});

/** The store's saved methods and public keys, or null while it uses the default. */
export async function gatewayOf(db: Db | Tx, storeId: string): Promise<PaymentGatewayPublic | null> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, PAYMENT_GATEWAY_KEY)));
  return paymentGatewayPublic.safeParse(row?.value).data ?? null;
}

const webhookUrl = (gc: GatewayConfig, provider: HostedMethod, storeId: string) =>
  `${gc.publicUrl}/api/payments/${provider}/webhook/${storeId}`;

/** What the console reads: the secrets as their last 4 characters, never whole. */
export async function gatewayView(db: Db, gc: GatewayConfig, storeId: string): Promise<PaymentGatewayView> {
  const saved = await gatewayOf(db, storeId);
  const secrets = await db.select().from(paymentSecrets).where(eq(paymentSecrets.storeId, storeId));
  const masked = (provider: HostedMethod, field: 'apiSecretLast4' | 'webhookSecretLast4') => {
    const last4 = secrets.find((s) => s.provider === provider)?.[field];
    return last4 ? `••••${last4}` : null;
  };
  return {
    methods: saved?.methods ?? ['test_card', 'cod'],
    bank_transfer_instructions: saved?.bank_transfer_instructions ?? '',
    stripe_publishable_key: saved?.stripe_publishable_key ?? '',
    razorpay_key_id: saved?.razorpay_key_id ?? '',
    stripe_secret_key: masked('stripe', 'apiSecretLast4'),
    stripe_webhook_secret: masked('stripe', 'webhookSecretLast4'),
    razorpay_key_secret: masked('razorpay', 'apiSecretLast4'),
    razorpay_webhook_secret: masked('razorpay', 'webhookSecretLast4'),
    stripe_webhook_url: webhookUrl(gc, 'stripe', storeId),
    razorpay_webhook_url: webhookUrl(gc, 'razorpay', storeId),
    saved: saved !== null,
  };
}

/**
 * Saves the methods and keys: a secret typed replaces the saved one (sealed), an empty one
 * keeps it. A provider turned on must have both of its secrets, typed now or saved before.
 */
export async function saveGateway(
  db: Db,
  gc: GatewayConfig,
  storeId: string,
  input: PaymentGatewayInput,
): Promise<PaymentGatewayView> {
  // Read before the transaction: the first read of a kept key goes to the database.
  const key = await gc.secretsKey();
  await db.transaction(async (tx) => {
    const held = await tx.select().from(paymentSecrets).where(eq(paymentSecrets.storeId, storeId)).for('update');
    const given = {
      stripe: { apiSecret: input.stripe_secret_key, webhookSecret: input.stripe_webhook_secret },
      razorpay: { apiSecret: input.razorpay_key_secret, webhookSecret: input.razorpay_webhook_secret },
    } as const;
    for (const provider of ['stripe', 'razorpay'] as const) {
      const row = held.find((r) => r.provider === provider);
      const typed = given[provider];
      if (input.methods.includes(provider)) {
        const names = provider === 'stripe' ? STRIPE_FIELDS : RAZORPAY_FIELDS;
        if (!typed.apiSecret && !row?.apiSecret) throw badRequest(`${names.apiSecret}: ${names.apiMessage}`);
        if (!typed.webhookSecret && !row?.webhookSecret)
          throw badRequest(`${names.webhookSecret}: Enter the webhook's signing secret, so payments can be confirmed`);
      }
      if (!typed.apiSecret && !typed.webhookSecret) continue;
      const sealed = (field: SecretField, plain: string) =>
        plain ? { [field]: seal(key, plain, contextOf(storeId, provider, field)) } : {};
      const values = {
        ...sealed('apiSecret', typed.apiSecret),
        ...sealed('webhookSecret', typed.webhookSecret),
        ...(typed.apiSecret ? { apiSecretLast4: typed.apiSecret.slice(-4) } : {}),
        ...(typed.webhookSecret ? { webhookSecretLast4: typed.webhookSecret.slice(-4) } : {}),
        updatedAt: sql`now()`,
      };
      await tx
        .insert(paymentSecrets)
        .values({ storeId, provider, ...values })
        .onConflictDoUpdate({ target: [paymentSecrets.storeId, paymentSecrets.provider], set: values });
    }
    const value: PaymentGatewayPublic = {
      methods: input.methods,
      bank_transfer_instructions: input.bank_transfer_instructions,
      stripe_publishable_key: input.stripe_publishable_key,
      razorpay_key_id: input.razorpay_key_id,
    };
    await tx
      .insert(storeSettings)
      .values({ storeId, key: PAYMENT_GATEWAY_KEY, value })
      .onConflictDoUpdate({
        target: [storeSettings.storeId, storeSettings.key],
        set: { value, updatedAt: sql`now()` },
      });
  });
  return gatewayView(db, gc, storeId);
}

const STRIPE_FIELDS = {
  apiSecret: 'stripe_secret_key',
  webhookSecret: 'stripe_webhook_secret',
  apiMessage: 'Enter the secret key from the Stripe dashboard',
};
const RAZORPAY_FIELDS = {
  apiSecret: 'razorpay_key_secret',
  webhookSecret: 'razorpay_webhook_secret',
  apiMessage: 'Enter the key secret from the Razorpay dashboard',
};

/** A provider's keys for one store, opened; null when it was never configured. */
export async function keysFor(
  db: Db | Tx,
  gc: GatewayConfig,
  storeId: string,
  provider: HostedMethod,
): Promise<ProviderKeys | null> {
  const [row]: SecretRow[] = await db
    .select()
    .from(paymentSecrets)
    .where(and(eq(paymentSecrets.storeId, storeId), eq(paymentSecrets.provider, provider)));
  const saved = await gatewayOf(db, storeId);
  if (!row?.apiSecret || !row.webhookSecret || !saved) return null;
  const keys = [await gc.secretsKey(), ...(gc.legacyKey ? [LEGACY_DEVELOPMENT_KEY] : [])];
  const apiSecret = openWithAny(keys, row.apiSecret, contextOf(storeId, provider, 'apiSecret'));
  const webhookSecret = openWithAny(keys, row.webhookSecret, contextOf(storeId, provider, 'webhookSecret'));
  return provider === 'stripe'
    ? { apiKey: apiSecret, apiSecret, webhookSecret, apiBase: gc.apiBase.stripe }
    : { apiKey: saved.razorpay_key_id, apiSecret, webhookSecret, apiBase: gc.apiBase.razorpay };
}
