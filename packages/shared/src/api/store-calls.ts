import { z } from 'zod';
import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
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
