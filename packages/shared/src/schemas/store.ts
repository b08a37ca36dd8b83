import { z } from 'zod';
import { STORE_CATEGORIES } from '../catalog/store.js';
import { emailField, hexColor, mobileField, okData, okList, text, trimmed, urlField } from './common.js';
import { companyDetails, currencyType, payoutGateway, vendorCommission, watiConfig } from './session.js';
import { countryCode } from './signup.js';

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
  }),
);
