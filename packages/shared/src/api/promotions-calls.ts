import {
  promotionEditInput,
  promotionIdInput,
  promotionInput,
  promotionListReply,
  promotionReply,
} from '../schemas/promotions.js';
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
  update: endpoint({
    method: 'PUT',
    path: '/admin/promotions',
    auth: 'master',
    input: promotionEditInput,
    output: promotionReply,
    summary:
      'Edit a plan promotion (not its code); once used, only its description, end date and max uses may change (409 otherwise)',
  }),
  end: endpoint({
    method: 'POST',
    path: '/admin/promotions/end',
    auth: 'master',
    input: promotionIdInput,
    output: promotionReply,
    summary: 'End a plan promotion now: stores can no longer use it; the uses it had stay',
  }),
};
