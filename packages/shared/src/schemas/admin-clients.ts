import { z } from 'zod';
import { STORE_STATUSES, STORE_TYPES } from '../catalog/store.js';
import { CLIENT_STATUS_ACTIONS, MAX_BULK_IDS, MAX_TRIAL_EXTENSION_DAYS } from '../rules/admin-clients.js';
import { idField, isoDate, isoDay, okData, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { storeLoginResponse } from './session.js';

const storeType = z.enum(STORE_TYPES, { error: `must be one of ${STORE_TYPES.join(', ')}` });
const storeStatus = z.enum(STORE_STATUSES, { error: 'must be active, inactive or suspended' });
const packageId = text(64, { min: 1, required: 'Choose a package' });
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like IN or US')
  .optional();

/** A store as the platform admin lists it. */
export const clientItem = z.object({
  _id: z.string(),
  name: z.string(),
  sub_domain: z.string(),
  type: storeType,
  status: storeStatus,
  country: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  mobile: z.string().nullable(),
  is_demo: z.boolean(),
  created_on: isoDate,
});
export type ClientItem = z.infer<typeof clientItem>;

/** The list's filters: every one optional; `from` and `to` are days (UTC) of the store's creation. */
export const clientFilters = {
  type: storeType.optional(),
  package_id: text(64).optional(),
  status: storeStatus.optional(),
  country,
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const CLIENT_SORTS = ['created', 'name'] as const;
export const clientListBody = listQuery(CLIENT_SORTS).extend(clientFilters);
export type ClientListBody = z.input<typeof clientListBody>;
export const clientCountQuery = z.object({ search: text(100).optional(), ...clientFilters });
export type ClientFilters = z.output<typeof clientCountQuery>;
export const clientListResponse = okPage(clientItem);

export const clientTrial = z.object({
  name: z.string(),
  status: z.boolean(),
  uninstalled: z.boolean(),
  started_on: isoDate,
  ends_on: isoDate,
  active: z.boolean(),
});
export type ClientTrial = z.infer<typeof clientTrial>;

export const clientInvoice = z.object({
  _id: z.string(),
  number: z.number().int(),
  package_id: z.string(),
  period: z.string(),
  issued_on: isoDate,
  total: z.number().int(),
  currency: z.string(),
});

export const clientPayment = z.object({
  _id: z.string(),
  kind: z.string(),
  package_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  message: z.string().nullable(),
  created_on: isoDate,
});

/** What support did to the store, as its audit log keeps it. */
export const supportEntry = z.object({
  _id: z.string(),
  actor_name: z.string(),
  action: z.string(),
  created_on: isoDate,
});

/** A store's page: its owner, package, features, trials, usage and plan invoices. */
export const clientDetail = z.object({
  store: clientItem.extend({
    email: z.string(),
    currency: z.string(),
    billing_status: z.string().nullable(),
    paid_features: z.array(z.string()),
  }),
  owner: z.object({ _id: z.string(), name: z.string(), email: z.string(), status: z.string() }).nullable(),
  package: z.object({
    _id: z.string(),
    name: z.string(),
    plan: z.string(),
    monthly_price: z.number().int(),
    currency: z.string(),
    product_limit: z.number().int().nullable(),
  }),
  features: z.array(z.string()),
  trials: z.array(clientTrial),
  usage: z.object({ products: z.number().int(), orders: z.number().int(), staff: z.number().int() }),
  subscription: z
    .object({ status: z.string(), period: z.string(), period_end: isoDate, package_id: z.string() })
    .nullable(),
  invoices: z.array(clientInvoice),
  payments: z.array(clientPayment),
  support_log: z.array(supportEntry),
});
export type ClientDetail = z.infer<typeof clientDetail>;
export const clientDetailResponse = okData(clientDetail);
export const clientIdParams = z.object({ id: idField });

export const clientStatusBody = z.object({
  _id: idField,
  action: z.enum(CLIENT_STATUS_ACTIONS, { error: 'must be activate or deactivate' }),
});
export const clientPackageBody = z.object({ _id: idField, package_id: packageId });
export const clientTrialBody = z.object({
  _id: idField,
  feature: text(64, { min: 1, required: 'Choose the trial to extend' }),
  days: z
    .number({ error: 'Enter how many days to add' })
    .int('must be whole days')
    .min(1, 'must be at least 1 day')
    .max(MAX_TRIAL_EXTENSION_DAYS, `must be at most ${MAX_TRIAL_EXTENSION_DAYS} days`),
});
export const clientIdBody = z.object({ _id: idField });

/** A support session: the owner's session entity and token, marked as support's and short. */
export const supportSignInResponse = storeLoginResponse.required({ support: true });

/** A bulk status change: the selected stores, or every store matching the list's filters and search. */
export const clientBulkBody = z
  .object({
    action: z.enum(CLIENT_STATUS_ACTIONS, { error: 'must be activate or deactivate' }),
    ids: z
      .array(idField)
      .min(1, 'select at least one store')
      .max(MAX_BULK_IDS, `select at most ${MAX_BULK_IDS} stores, or act on all that match the filter`)
      .optional(),
    filter: clientCountQuery.optional(),
  })
  .refine((b) => Boolean(b.ids) !== Boolean(b.filter), {
    message: 'name the stores (ids) or the filter they match (filter), not both',
    path: ['ids'],
  });
export type ClientBulkBody = z.input<typeof clientBulkBody>;

export const BULK_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const clientBulk = z.object({
  _id: z.string(),
  action: z.enum(CLIENT_STATUS_ACTIONS),
  state: z.enum(BULK_STATES),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  created_on: isoDate,
  finished_on: isoDate.nullable(),
});
export type ClientBulk = z.infer<typeof clientBulk>;
export const clientBulkResponse = okData(clientBulk);
