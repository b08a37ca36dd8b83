import { z } from 'zod';
import { AD_BUYER_ACCESS, AD_OWNER_ACCESS, AD_READ_ACCESS } from '../rules/ads.js';
import {
  adOrderCountQuery,
  adOrderCreateBody,
  adOrderCreateReply,
  adOrderDecisionBody,
  adImageClearBody,
  adOrderListBody,
  adOrderPage,
  adOrderReply,
  adProductsReply,
  adSettingFields,
  adSlotFields,
} from '../schemas/ads.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';
import { simpleResource } from './simple-resource.js';
import { storeSetting } from './store-setting.js';

/** The store's ad slots (spec section 7: /store/ad POST, PUT, PATCH; listed at /store/ad_list). */
export const AD_SLOT = simpleResource({
  noun: 'ad slot',
  path: '/store/ad',
  access: { read: AD_READ_ACCESS, write: AD_OWNER_ACCESS },
  fields: adSlotFields,
});

const settings = storeSetting({
  key: 'ad_management',
  noun: 'ad settings',
  path: '/store/ad/setting',
  access: { read: AD_READ_ACCESS, write: AD_OWNER_ACCESS },
  fields: adSettingFields,
  summary: (value) => (value.enabled ? 'Taking ads' : 'Off'),
});
/** The store's ad settings; saved by POST as spec section 7 names it. */
export const AD_SETTING = {
  ...settings,
  calls: { get: settings.calls.get, save: { ...settings.calls.save, method: 'POST' as const } },
};

const reader = { auth: 'store', access: AD_READ_ACCESS } as const;

/** Ad orders: vendors buy them, the owner approves or rejects (spec section 7: /store/ad_orders). */
export const AD_ORDER_CALLS = {
  ...pagedCalls({
    path: '/store/ad_orders/list',
    caller: reader,
    body: adOrderListBody,
    count: adOrderCountQuery,
    page: adOrderPage,
    what: 'ad orders (a vendor: its own), newest first, with their impressions and clicks',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/ad_orders',
    auth: 'store',
    access: AD_BUYER_ACCESS,
    input: adOrderCreateBody,
    output: adOrderCreateReply,
    summary:
      'Buy an ad for one of your products: the slot price a day times the days, charged once per attempt_key (409 when the slot is full on those days)',
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/store/ad_orders',
    auth: 'store',
    access: AD_OWNER_ACCESS,
    input: adOrderDecisionBody,
    output: adOrderReply,
    summary: 'Approve a paid ad order, or reject it (a rejection refunds it through the ledger)',
  }),
  image: endpoint({
    method: 'POST',
    path: '/store/ad_orders/image',
    auth: 'store',
    access: AD_BUYER_ACCESS,
    input: undefined,
    body: 'multipart',
    output: adOrderReply,
    summary:
      "Upload the ad's own picture (fields: _id first, then file: JPEG, PNG or WebP, at most 5 MB); the shop shows it instead of the product's",
  }),
  clearImage: endpoint({
    method: 'PATCH',
    path: '/store/ad_orders/image',
    auth: 'store',
    access: AD_BUYER_ACCESS,
    input: adImageClearBody,
    output: adOrderReply,
    summary: "Take the ad's own picture away: the shop shows its product's first picture again",
  }),
  products: endpoint({
    method: 'GET',
    path: '/store/ad_orders/products',
    auth: 'store',
    access: AD_BUYER_ACCESS,
    input: z.object({}),
    output: adProductsReply,
    summary: "The vendor's own products, which it may advertise",
  }),
};
