import { okMessage } from '../schemas/common.js';
import {
  clientBulkBody,
  clientBulkResponse,
  clientCountQuery,
  clientDetailResponse,
  clientIdBody,
  clientIdParams,
  clientListBody,
  clientListResponse,
  clientPackageBody,
  clientStatusBody,
  clientTrialBody,
  supportSignInResponse,
} from '../schemas/admin-clients.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

const master = { auth: 'master' } as const;

/**
 * The platform admin's clients (/admin/clients): every store, its page, and what support may do
 * to it. Each change is written in the store's audit log with the admin's name.
 */
export const ADMIN_CLIENT_CALLS = {
  ...pagedCalls({
    path: '/admin/client_list',
    caller: master,
    body: clientListBody,
    count: clientCountQuery,
    page: clientListResponse,
    what: 'stores, by name, sub-domain or owner email, type, package, status, country and creation day',
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/client/:id',
    ...master,
    input: clientIdParams,
    output: clientDetailResponse,
    summary: "A store's owner, package, features, trials, usage, plan invoices and what support did",
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/client/status',
    ...master,
    input: clientStatusBody,
    output: okMessage,
    summary: "Activate or deactivate a store; deactivating ends its people's sessions (409 when already so)",
  }),
  changePackage: endpoint({
    method: 'POST',
    path: '/admin/client/package',
    ...master,
    input: clientPackageBody,
    output: okMessage,
    summary: 'Move a store to another package now; its features and menus follow (400 on an unknown package)',
  }),
  extendTrial: endpoint({
    method: 'POST',
    path: '/admin/client/trial',
    ...master,
    input: clientTrialBody,
    output: okMessage,
    summary: 'Add days to one of the store’s trials (400 when the feature is not in trial)',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/admin/client/reset_password',
    ...master,
    input: clientIdBody,
    output: okMessage,
    summary: 'Mail the store owner a password reset code, as the forgot-password page does',
  }),
  signInAs: endpoint({
    method: 'POST',
    path: '/admin/client/sign_in_as',
    ...master,
    input: clientIdBody,
    output: supportSignInResponse,
    summary: "A 30-minute session as the store's owner for support, marked and written in the store's audit log",
  }),
  bulk: endpoint({
    method: 'POST',
    path: '/admin/client_bulk',
    ...master,
    input: clientBulkBody,
    output: clientBulkResponse,
    summary: 'Activate or deactivate the selected stores, or all matching a filter, on the job queue',
  }),
  bulkState: endpoint({
    method: 'GET',
    path: '/admin/client_bulk/:id',
    ...master,
    input: clientIdParams,
    output: clientBulkResponse,
    summary: "A bulk action's progress",
  }),
};
