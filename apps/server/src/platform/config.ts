import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting comes from the environment; the defaults run the product with no setup. */
const commaList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where people reach the server; unset: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Stores are served at https://{sub_domain}.{STORE_DOMAIN}. */
  STORE_DOMAIN: z.string().default('stallfront.site'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite under DATA_DIR. Set: a server PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded images; unset: DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  /** Where media lives: this machine's disk (MEDIA_DIR), or an S3-compatible bucket (AWS S3, R2, MinIO) every node shares. */
  MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: AWS; set for R2, MinIO or another S3-compatible service. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (MinIO and most self-hosted services) rather than the host name. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * How /media/ addresses answer with the S3 driver: `proxy` streams the object through this
   * server (a private bucket, nothing else to set up), `public` redirects to S3_PUBLIC_URL (a
   * public bucket or a CDN), `signed` redirects to a URL signed for an hour (a private bucket).
   */
  S3_MEDIA_URLS: z.enum(['proxy', 'public', 'signed']).default('proxy'),
  /** The public bucket's or CDN's address, for S3_MEDIA_URLS=public. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Shoppers' private files (under private/); unset: S3_BUCKET, which must then not be public. */
  S3_PRIVATE_BUCKET: z.string().optional(),
  /** Unset: a key is made at first start and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** smtp://user:pass@host:port; unset keeps mail in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Stallfront <no-reply@stallfront.local>'),
  /** Newsletter campaigns: mails per batch of the sending job, and mails per second at most (0: no limit). */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0).default(20),
  REDIS_URL: z.string().url().optional(),
  /** Requests per minute per client on sign-in, reset and sign-up calls. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  WEB_DIST: z.string().optional(),
  /** The storefront's built client files (apps/storefront/dist); unset: pages link none. */
  SHOP_DIST: z.string().optional(),
  /** Megabytes of rendered shop pages each node keeps (modules/shop/page-cache.ts); 0 renders every request. */
  SHOP_PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Private addresses the product image import may fetch from anyway, comma separated (a test's own server). */
  IMAGE_IMPORT_ALLOW_IPS: commaList,
  SEED_DEMO: z.enum(['if-empty', 'never']).default('if-empty'),
  TRUST_PROXY: bool.default(false),
  /** The VAPID subject push services may contact about this server's pushes (mailto: or https:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:no-reply@stallfront.local'),
  /** More push service origins to send to, comma separated (a local push service in tests and benches). */
  PUSH_ENDPOINT_ORIGINS: commaList,
  /** Custom domains: the port of the HTTPS listener that serves shops on their own domains (unset: none; TLS ends at a proxy). */
  HTTPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The ACME directory certificates are asked from (Let's Encrypt: https://acme-v02.api.letsencrypt.org/directory); unset: none are issued. */
  ACME_DIRECTORY_URL: z.url().optional(),
  /** The contact address of the ACME account (expiry notices). */
  ACME_EMAIL: z.email().optional(),
  /** A CA file to trust for the ACME server's own API besides the system's (a test CA such as Pebble's). */
  ACME_CA_FILE: z.string().optional(),
  /** DNS servers the domain check asks, comma separated (1.1.1.1, 127.0.0.1:5353); unset: the system's. */
  DNS_RESOLVER: commaList,
  /** The host a custom domain's CNAME points at; unset: shops.{STORE_DOMAIN}. */
  DOMAIN_TARGET_HOST: z.string().optional(),
  /** The IPv4 address a custom domain's A record points at (a bare domain needs one); unset: CNAME only. */
  DOMAIN_TARGET_IPV4: z.ipv4().optional(),
  /** The key that encrypts certificates' private keys at rest (32+ characters); unset: one made at first start and kept in the database. */
  CERT_KEY_SECRET: z.string().min(32).optional(),
  /** The key that seals store users' authenticator secrets at rest (32+ characters); unset: one made at first start and kept in the database. */
  TWO_FACTOR_SECRET: z.string().min(32).optional(),
  /** Where merchants' domain help requests are mailed. */
  SUPPORT_EMAIL: z.email().default('support@stallfront.local'),
  /**
   * 32 bytes as 64 hex characters or base64: seals the stores' payment provider secrets
   * (AES-256-GCM). Unset: a key made at first start and kept in the database (app_secrets), so
   * a copy of the database then opens them too: set it in any real deployment.
   */
  PAYMENT_SECRETS_KEY: z.string().optional(),
  /** Where the Stripe and Razorpay SDKs send their calls; unset: the providers. Tests point them at a local recorded server. */
  STRIPE_API_BASE: z.url().optional(),
  RAZORPAY_API_BASE: z.url().optional(),
  /**
   * The platform's own provider account, which takes the stores' plan payments (hosted checkout):
   * Stripe when its secret and webhook secrets are set, else Razorpay when its three are set,
   * else the built-in test gateway. Webhooks: {PUBLIC_URL}/api/billing/{stripe|razorpay}/webhook.
   */
  PLATFORM_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  PLATFORM_STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe signing secret (whsec_...)')
    .optional(),
  PLATFORM_RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_/, 'must be a Razorpay key id (rzp_...)')
    .optional(),
  PLATFORM_RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  PLATFORM_RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** A rates source answering JSON `{ base, rates }` for the currency types job; unset: no automatic rates. */
  CURRENCY_RATES_URL: z.url().optional(),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.MEDIA_DRIVER === 's3' && !config.S3_BUCKET)
    throw new Error('Invalid configuration: S3_BUCKET: set it for MEDIA_DRIVER=s3');
  if (config.S3_MEDIA_URLS === 'public' && !config.S3_PUBLIC_URL)
    throw new Error('Invalid configuration: S3_PUBLIC_URL: set it for S3_MEDIA_URLS=public');
  if (config.MEDIA_DRIVER === 's3' && config.S3_MEDIA_URLS === 'public' && !config.S3_PRIVATE_BUCKET)
    throw new Error(
      "Invalid configuration: S3_PRIVATE_BUCKET: set it for S3_MEDIA_URLS=public, so shoppers' private files stay out of the public bucket",
    );
  const stripe = [config.PLATFORM_STRIPE_SECRET_KEY, config.PLATFORM_STRIPE_WEBHOOK_SECRET];
  if (stripe.some(Boolean) && !stripe.every(Boolean))
    throw new Error(
      'Invalid configuration: PLATFORM_STRIPE_WEBHOOK_SECRET: set both PLATFORM_STRIPE_SECRET_KEY and PLATFORM_STRIPE_WEBHOOK_SECRET, or neither',
    );
  const razorpay = [
    config.PLATFORM_RAZORPAY_KEY_ID,
    config.PLATFORM_RAZORPAY_KEY_SECRET,
    config.PLATFORM_RAZORPAY_WEBHOOK_SECRET,
  ];
  if (razorpay.some(Boolean) && !razorpay.every(Boolean))
    throw new Error(
      'Invalid configuration: PLATFORM_RAZORPAY_KEY_ID: set PLATFORM_RAZORPAY_KEY_ID, PLATFORM_RAZORPAY_KEY_SECRET and PLATFORM_RAZORPAY_WEBHOOK_SECRET together, or none',
    );
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
