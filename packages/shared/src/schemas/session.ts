import { z } from 'zod';
import {
  LOGIN_TYPES,
  QUOTE_SUB_TYPES,
  STORE_CATEGORIES,
  STORE_STATUSES,
  STORE_TYPES,
  VENDOR_STATUSES,
} from '../catalog/store.js';
import { PACKAGE_CATEGORIES, PACKAGE_PLANS } from '../catalog/packages.js';
import { isoDate } from './common.js';

export const BILLING_STATUSES = ['paid', 'pending', 'overdue', 'cancelled'] as const;

export const currencyType = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, 'Enter a currency code like USD'),
  symbol: z.string().min(1).max(8),
  /** Rate against the store's base currency. */
  rate: z.number().positive().max(1_000_000),
});

export const companyDetails = z.object({
  name: z.string().trim().min(1).max(160),
  address: z.string().trim().max(500).optional(),
  city: z.string().trim().max(120).optional(),
  state: z.string().trim().max(120).optional(),
  postal_code: z.string().trim().max(20).optional(),
  phone: z.string().trim().max(30).optional(),
});

export const vendorCommission = z.object({
  type: z.enum(['percent', 'flat']),
  /** Basis points for percent, minor units for flat. */
  value: z.number().int().min(0).max(1_000_000),
});

export const payoutGateway = z.object({
  provider: z.enum(['razorpay', 'stripe', 'paypal', 'bank_transfer']),
  account_id: z.string().trim().max(200).optional(),
  enabled: z.boolean(),
});

export const watiConfig = z.object({
  api_endpoint: z.url().max(500),
  access_token: z.string().max(2000),
  enabled: z.boolean(),
});

export const packageDetails = z.object({
  package_id: z.string(),
  billing_status: z.enum(BILLING_STATUSES).nullable(),
  paid_features: z.array(z.string()),
  trial_expiry: isoDate.nullable(),
});

export const packageInfo = z.object({
  category: z.enum(PACKAGE_CATEGORIES),
  plan: z.enum(PACKAGE_PLANS),
  name: z.string(),
});

/** The session entity of spec section 3, as sign-in and GET /store/details return it. */
export const storeSession = z.object({
  _id: z.string(),
  login_id: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  login_email: z.string(),
  type: z.enum(STORE_TYPES),
  sub_type: z.enum(QUOTE_SUB_TYPES).nullable(),
  category: z.enum(STORE_CATEGORIES),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  gst_no: z.string().nullable(),
  website: z.string().nullable(),
  base_url: z.string(),
  sub_domain: z.string(),
  wallet: z.number().int(),
  currency: z.string(),
  currency_types: z.array(currencyType),
  country: z.string(),
  created_on: isoDate,
  additional_features: z.record(z.string(), z.unknown()),
  company_details: companyDetails,
  package_details: packageDetails,
  package_info: packageInfo,
  signup_by: z.string(),
  status: z.enum(STORE_STATUSES),
  is_demo: z.boolean(),
  vendor_commission: vendorCommission.optional(),
  payout_gateway: payoutGateway.optional(),
  wati_config: watiConfig.optional(),
  enable_reset: z.boolean(),
  ys_features: z.array(z.string()),
  subuser_features: z.array(z.string()).optional(),
  vendor_features: z.array(z.string()).optional(),
  vendor_status: z.enum(VENDOR_STATUSES).optional(),
  /** When the vendor's subscription ends, or ended for an expired vendor (ISO); null: it has no end. */
  vendor_subscription_ends_at: z.string().nullable().optional(),
  /** The signed-in vendor's company, shown in the vendor layout. */
  vendor_company: z.string().optional(),
  /** The vendor's own sign-in address, when the store gave it one: where its sign-out leads. */
  vendor_sub_domain: z.string().optional(),
  branch_name: z.string().optional(),
});
export type StoreSession = z.infer<typeof storeSession>;

export const trialFeature = z.object({
  name: z.string(),
  status: z.boolean(),
  uninstalled: z.boolean(),
  create_on: isoDate,
});

export const deployDetails = z.object({
  deploy_stages: z.object({
    logo: z.boolean(),
    colors: z.boolean(),
    plan: z.boolean(),
    domain: z.boolean(),
  }),
  trial_features: z.array(trialFeature),
  vendor_subs_status: z.boolean(),
});
export type DeployDetails = z.infer<typeof deployDetails>;

/** Who from support holds a store session, and until when (admin clients, "sign in as"). */
export const supportSession = z.object({ admin_name: z.string(), expires_on: isoDate });

export const storeLoginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  data: storeSession,
  ys_features: z.array(z.string()),
  deployDetails,
  permitted_routes: z.array(z.string()),
  store_token: z.string(),
  /** Set on a platform admin's short "sign in as the owner" session, which the console marks. */
  support: supportSession.optional(),
});
export type StoreLoginResponse = z.infer<typeof storeLoginResponse>;

export const masterSession = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});

export const masterLoginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: masterSession,
  master_token: z.string(),
});

/** GET /store/details and the details saves: the session entity, refreshed. */
export const storeDetailsResponse = storeLoginResponse.omit({ store_token: true, message: true });
