import { z } from 'zod';
import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
import { storeSetting } from './store-setting.js';
import { removeLogoBody, storeSettingsBody, storeSettingsResponse, updateLogoResponse } from '../schemas/store.js';
import { endpoint } from './endpoint.js';

/** /setting/store and /setting/store/logo-management: the store's details, order numbers, checkout, logo. */
export const STORE_SETTING_CALLS = {
  advDetails: endpoint({
    method: 'GET',
    path: '/store/adv_details',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: z.object({}),
    output: storeSettingsResponse,
    summary: "The store's details with its units, order number format and checkout options",
  }),
  saveAdvDetails: endpoint({
    method: 'PUT',
    path: '/store/adv_details',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: storeSettingsBody,
    output: storeSettingsResponse,
    summary: "Save the store's details, units, order number format and checkout options at once",
  }),
  logo: endpoint({
    method: 'GET',
    path: '/store/update_logo',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: z.object({}),
    output: updateLogoResponse,
    summary: "The store's logo, favicon and theme colours",
  }),
  updateLogo: endpoint({
    method: 'POST',
    path: '/store/update_logo',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: undefined,
    body: 'multipart',
    output: updateLogoResponse,
    summary: 'Upload the logo or the favicon: a field kind (logo or favicon) and a JPEG, PNG or WebP file',
  }),
  removeLogo: endpoint({
    method: 'PATCH',
    path: '/store/update_logo',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: removeLogoBody,
    output: updateLogoResponse,
    summary: 'Take the logo or the favicon off the shop',
  }),
};

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what}` })
    .int('Enter a whole number')
    .min(min, `${min} at least`)
    .max(max, `${max} at most`);

/**
 * /setting/store-config: how a quote-based (B2B) store sells (GET and PUT /store/properties).
 * Prices for signed-in buyers only needs customer accounts (the customer_portal feature).
 */
export const STORE_CONFIG = storeSetting({
  key: 'store_config',
  noun: 'B2B configuration',
  path: '/store/properties',
  access: { read: STORE_SETTINGS_ACCESS, write: STORE_SETTINGS_ACCESS },
  fields: {
    /** Quoted prices hold this many days unless the reply says otherwise. */
    quote_validity_days: wholeNumber('how many days', 1, 365),
    /** Each line of a quote request asks for at least this many. */
    min_order_quantity: wholeNumber('the minimum quantity', 1, 10_000),
    /** The shop shows prices only to buyers signed in to their account (false for a value saved before it existed). */
    prices_signed_in_only: z.boolean().default(false),
  },
  summary: (config) =>
    `Quotes hold ${config.quote_validity_days} days${config.prices_signed_in_only ? '; prices for signed-in buyers' : ''}`,
});
export type StoreConfig = z.infer<typeof STORE_CONFIG.value>;
