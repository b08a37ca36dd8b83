import { storeTimeZone } from '@stallfront/shared';
import type { OrderCaller } from '../../../db/schema/index.js';
import { actorOf, type StoreAuth } from '../../../platform/auth/guards.js';

/** Who works on the store's customers: its id, currency and days, and the name notes are signed with. */
export interface CustomerCaller {
  storeId: string;
  currency: string;
  timeZone: string;
  actorName: string;
  actorType: string;
}

export function customerCallerOf(auth: StoreAuth): CustomerCaller {
  const { principal, view } = auth;
  return {
    storeId: auth.storeId,
    currency: view.store.currency,
    timeZone: storeTimeZone(view.store.country, view.store.timezone),
    actorName: `${principal.row.name} <${principal.row.email}>`,
    actorType: actorOf(auth).loginType,
  };
}

/** The customer caller as the orders list reads for a customer's page: the whole store's orders. */
export const asOrderCaller = (caller: CustomerCaller): OrderCaller => ({
  storeId: caller.storeId,
  vendorId: null,
  branchId: null,
  actorName: caller.actorName,
  actorType: caller.actorType,
  timeZone: caller.timeZone,
});
