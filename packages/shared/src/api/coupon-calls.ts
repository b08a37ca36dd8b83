import { z } from 'zod';
import { okMessage } from '../schemas/common.js';
import { idList } from '../schemas/list.js';
import {
  couponCodesBody,
  couponCodesExportQuery,
  couponCountQuery,
  couponInput,
  couponListBody,
  couponListResponse,
  couponReply,
  couponUpdate,
} from '../schemas/coupons.js';
import { COUPON_ACCESS } from '../rules/coupons.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const caller = { auth: 'store', access: COUPON_ACCESS } as const;

/** Coupon codes (/setting/coupon-codes): the spec names the screen, not the calls; these follow its path style. */
export const COUPON_CALLS = {
  ...exportedListCalls({
    path: '/store/coupon_list',
    caller,
    body: couponListBody,
    count: couponCountQuery,
    page: couponListResponse,
    what: "the store's coupons, with their uses",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/coupon/:id',
    ...caller,
    input: z.object({ id: z.uuid() }),
    output: couponReply,
    summary: 'One coupon',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/coupon',
    ...caller,
    input: couponInput,
    output: couponReply,
    summary: 'Add a coupon with its code (409 when the store has the code already)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/coupon',
    ...caller,
    input: couponUpdate,
    output: couponReply,
    summary: "Change a coupon's code or rules; orders it was used on keep what they were given",
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/coupon',
    ...caller,
    input: idList,
    output: okMessage,
    summary: 'Delete coupons and their codes; orders keep the code they were placed with',
  }),
  generateCodes: endpoint({
    method: 'POST',
    path: '/store/coupon/codes',
    ...caller,
    input: couponCodesBody,
    output: okMessage,
    summary: 'Add a batch of unique generated codes to a coupon',
  }),
  exportCodes: endpoint({
    method: 'GET',
    path: '/store/coupon/codes/export',
    ...caller,
    input: couponCodesExportQuery,
    output: z.string(),
    reply: 'csv',
    summary: "A coupon's codes with how often each was used, as CSV",
  }),
};
