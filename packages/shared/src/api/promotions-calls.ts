import { promotionInput, promotionListReply, promotionReply } from '../schemas/promotions.js';
import { endpoint } from './endpoint.js';

/** /admin/promotions: the platform's discount codes for plans (master token only). */
export const PROMOTION_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/admin/promotions',
    auth: 'master',
    input: undefined,
    output: promotionListReply,
    summary: 'Every plan promotion, newest first, with its uses and the stores that used it',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/promotions',
    auth: 'master',
    input: promotionInput,
    output: promotionReply,
    summary: 'Create a plan promotion: a unique code, percent or amount off per currency, dates, uses and plans',
  }),
};
