import { z } from 'zod';
import { STORE_CATEGORIES } from '../catalog/store.js';
import { emailField, hexColor, mobileField, okData, okList, text, trimmed, urlField } from './common.js';
import { companyDetails, currencyType, payoutGateway, vendorCommission, watiConfig } from './session.js';
import { countryCode } from './signup.js';
import {
  isTimeZone,
  DIMENSION_UNITS,
  type DimensionUnit,
  MAX_ORDER_NUMBER,
  WEIGHT_UNITS,
  type WeightUnit,
} from '../rules/store.js';

/** An IANA time zone ("Asia/Kolkata"). */
export const timeZoneField = z
  .string()
  .trim()
  .refine(isTimeZone, 'Choose a time zone from the list, like Asia/Kolkata');

// The session's shapes, with the text rules a request must meet (stored values are answered as they are).
const currencyTypeInput = currencyType.extend({ symbol: text(8, { min: 1 }) });
const companyDetailsInput = companyDetails.extend({
  name: text(160, { min: 1 }),
  address: text(500, { lines: true }).optional(),
  city: text(120).optional(),
  state: text(120).optional(),
  postal_code: text(20).optional(),
  phone: text(30).optional(),
});
const payoutGatewayInput = payoutGateway.extend({ account_id: text(200).optional() });
const watiConfigInput = watiConfig.extend({ api_endpoint: urlField, access_token: text(2000, { trim: false }) });

/** What an owner edits on the store settings screen (PUT replaces it whole). */
export const storeDetailsBody = z.object({
  name: trimmed(120),
  email: emailField,
  mobile: mobileField.nullable(),
  gst_no: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{15}$/, 'Enter the 15-character GSTIN')
    .nullable(),
  website: urlField.nullable(),
  category: z.enum(STORE_CATEGORIES),
  country: countryCode,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Enter a currency code like USD'),
  /** The zone of the store's hours, bookings and dates; null takes the country's main zone. Absent keeps it. */
  timezone: timeZoneField.nullable().optional(),
  currency_types: z.array(currencyTypeInput).max(20),
  company_details: companyDetailsInput,
  theme_colors: z.object({ primary: hexColor, secondary: hexColor.optional() }),
  vendor_bg: urlField.nullable(),
  additional_features: z
    .record(text(60, { trim: false }), z.union([z.boolean(), text(500, { trim: false }), z.number()]))
    .refine((v) => Object.keys(v).length <= 50, '50 entries at most'),
  vendor_commission: vendorCommission.nullable(),
  payout_gateway: payoutGatewayInput.nullable(),
  wati_config: watiConfigInput.nullable(),
});
export type StoreDetailsBody = z.infer<typeof storeDetailsBody>;

/** PATCH changes only the fields it names; at least one. */
export const storeDetailsPatch = storeDetailsBody
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'name at least one field to change');

export const country = z.object({
  code: z.string(),
  name: z.string(),
  dial_code: z.string(),
  currency: z.string(),
});
export const countryListResponse = okList(country);

export const domainDetailsQuery = z.object({ dom_id: text(63, { min: 1 }).toLowerCase() });
export const domainDetailsResponse = okData(
  z.object({
    _id: z.string(),
    name: z.string(),
    sub_domain: z.string(),
    logo: z.string().nullable(),
    theme_colors: z.object({ primary: z.string(), secondary: z.string().optional() }),
    vendor_bg: z.string().optional(),
    /** At a vendor's own address: its company, named on the page. */
    vendor_company: z.string().optional(),
  }),
);

// ---- /setting/store: the store's details and how it runs its orders and checkout ----

const weightUnit = z.enum(Object.keys(WEIGHT_UNITS) as [WeightUnit, ...WeightUnit[]], 'Choose a weight unit');
const lengthUnit = z.enum(Object.keys(DIMENSION_UNITS) as [DimensionUnit, ...DimensionUnit[]], 'Choose a length unit');

/** How the store writes order numbers; the count itself lives in the store's counter. */
export const orderNumberFormat = z.object({
  prefix: z
    .string()
    .trim()
    .max(12, '12 characters at most')
    .regex(/^[A-Za-z0-9#/-]*$/, 'Use letters, digits, #, / and - only'),
  padding: z
    .number({ error: 'Enter how many digits' })
    .int('Enter a whole number')
    .min(0, '0 at least')
    .max(10, '10 at most'),
});

/** What the checkout asks of the shopper. */
export const checkoutOptions = z.object({
  /** Off: the shop asks the shopper to sign in before checkout. */
  guest_checkout: z.boolean(),
  /** The shopper must tick that they accept the store's terms (its Terms policy). */
  terms_required: z.boolean(),
  /** The checkout takes a note for the store (a delivery instruction, a gift message). Off for settings saved before. */
  order_notes: z.boolean().default(false),
});
export type CheckoutOptions = z.infer<typeof checkoutOptions>;

/** The part of /setting/store kept as the store's setting (store_settings, key store_settings). */
export const storeOptions = z.object({
  units: z.object({ weight: weightUnit, length: lengthUnit }),
  order_number: orderNumberFormat,
  checkout: checkoutOptions,
});
export type StoreOptions = z.infer<typeof storeOptions>;

/** A store that never saved /setting/store: kilograms, centimetres, plain numbers, guests welcome. */
export const DEFAULT_STORE_OPTIONS: StoreOptions = {
  units: { weight: 'kg', length: 'cm' },
  order_number: { prefix: '', padding: 0 },
  checkout: { guest_checkout: true, terms_required: false, order_notes: false },
};

/** The whole of /setting/store (GET and PUT /store/adv_details): details, units, order numbers, checkout. */
export const storeSettingsBody = z.object({
  name: storeDetailsBody.shape.name,
  email: storeDetailsBody.shape.email,
  mobile: storeDetailsBody.shape.mobile,
  company_details: companyDetailsInput,
  country: countryCode,
  currency: storeDetailsBody.shape.currency,
  timezone: timeZoneField.nullable(),
  units: storeOptions.shape.units,
  order_number: orderNumberFormat.extend({
    /** The number the next order gets; never one already given. */
    next_number: z
      .number({ error: 'Enter the next order number' })
      .int('Enter a whole number')
      .min(1, '1 at least')
      .max(MAX_ORDER_NUMBER, `${MAX_ORDER_NUMBER} at most`),
  }),
  checkout: checkoutOptions,
});
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

export const storeSettingsResponse = okData(
  storeSettingsBody.extend({
    /** The store has orders: its currency stays (docs/decisions.md). */
    currency_locked: z.boolean(),
    /** The lowest next order number that may be chosen. */
    min_next_number: z.number().int(),
    /** The store may ask shoppers to sign in (it has customer accounts). */
    has_accounts: z.boolean(),
  }),
);

// ---- /setting/store/logo-management: POST /store/update_logo ----

export const LOGO_KINDS = { logo: 'logo', favicon: 'favicon' } as const;
export const updateLogoResponse = okData(
  z.object({
    logo: z.string().nullable(),
    favicon: z.string().nullable(),
    theme_colors: z.object({ primary: z.string(), secondary: z.string().optional() }),
  }),
);
/** PATCH /store/update_logo: take the logo or the favicon off the shop. */
export const removeLogoBody = z.object({ kind: z.enum(['logo', 'favicon'], 'Choose logo or favicon') });
