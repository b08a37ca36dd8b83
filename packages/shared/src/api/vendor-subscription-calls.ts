import { MY_VENDOR_BILLING_ACCESS, VENDOR_PLAN_ACCESS } from '../rules/vendor-subscription.js';
import {
  myVendorSubscriptionReply,
  vendorCheckoutBody,
  vendorCheckoutReply,
  vendorPaymentListReply,
  vendorPlanAssignBody,
  vendorPlanAssignReply,
  vendorPlanCreateBody,
  vendorPlanListReply,
  vendorPlanReply,
  vendorPlanUpdateBody,
  vendorSubscriptionListReply,
} from '../schemas/vendor-subscriptions.js';
import { vendorIdParams } from '../schemas/vendors.js';
import { endpoint } from './endpoint.js';

const owner = { auth: 'store', access: VENDOR_PLAN_ACCESS } as const;
const vendor = { auth: 'store', access: MY_VENDOR_BILLING_ACCESS } as const;

/**
 * Vendor subscriptions (docs/vendors.md): the plans a multi-vendor store sells its vendors
 * (/vendors/subscriptions) and the vendor's own billing (/vendor-account/vendor-billing).
 */
export const VENDOR_SUBSCRIPTION_CALLS = {
  plans: endpoint({
    method: 'GET',
    path: '/store/vendor-plans',
    ...owner,
    input: undefined,
    output: vendorPlanListReply,
    summary: "The store's vendor plans, active first, with how many vendors are on each",
  }),
  createPlan: endpoint({
    method: 'POST',
    path: '/store/vendor-plans',
    ...owner,
    input: vendorPlanCreateBody,
    output: vendorPlanReply,
    summary: 'Add a vendor plan (409 on `name` when the store has one of that name)',
  }),
  updatePlan: endpoint({
    method: 'PUT',
    path: '/store/vendor-plans',
    ...owner,
    input: vendorPlanUpdateBody,
    output: vendorPlanReply,
    summary: 'Change a vendor plan; vendors on it pay the new price from their next payment',
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/store/vendor-subscriptions',
    ...owner,
    input: undefined,
    output: vendorSubscriptionListReply,
    summary: "Each vendor's plan, status, end date and latest payment",
  }),
  assign: endpoint({
    method: 'POST',
    path: '/store/vendor-subscriptions/assign',
    ...owner,
    input: vendorPlanAssignBody,
    output: vendorPlanAssignReply,
    summary: 'Put a vendor on a plan (or on none); its next payment is for that plan',
  }),
  vendorPayments: endpoint({
    method: 'GET',
    path: '/store/vendor-subscriptions/:id/payments',
    ...owner,
    input: vendorIdParams,
    output: vendorPaymentListReply,
    summary: "A vendor's subscription payments, newest first",
  }),
  mine: endpoint({
    method: 'GET',
    path: '/store/vendor-billing',
    ...vendor,
    input: undefined,
    output: myVendorSubscriptionReply,
    summary: "The signed-in vendor's plan, end date, payments and the plans it may choose",
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/store/vendor-billing/checkout',
    ...vendor,
    input: vendorCheckoutBody,
    output: vendorCheckoutReply,
    summary:
      'Choose a plan and pay it through the payment gateway (once per attempt_key): extends the subscription and reactivates an expired vendor',
  }),
};
