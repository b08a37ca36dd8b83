import { access } from '../rules/call-access.js';
import { appActionBody, appActionReply, appStoreReply } from '../schemas/app-store.js';
import { endpoint } from './endpoint.js';

/**
 * The App Store (/account/app-store): the owner of a demo store, or anyone holding a platform
 * admin's master token beside the store's (sent as `x-master-token`), adds and removes features.
 */
const caller = { auth: 'store', access: access() } as const;

export const APP_STORE_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/app_store',
    ...caller,
    input: undefined,
    output: appStoreReply,
    summary: 'The features a store can add, grouped, each with its state and the menus it opens',
  }),
  trial: endpoint({
    method: 'POST',
    path: '/store/app_store/trial',
    ...caller,
    input: appActionBody,
    output: appActionReply,
    summary: 'Start a 14-day trial of a feature (once per feature per store; 409 when used or owned)',
  }),
  install: endpoint({
    method: 'POST',
    path: '/store/app_store/install',
    ...caller,
    input: appActionBody,
    output: appActionReply,
    summary: 'Install a feature (422 when the store type cannot have it)',
  }),
  uninstall: endpoint({
    method: 'POST',
    path: '/store/app_store/uninstall',
    ...caller,
    input: appActionBody,
    output: appActionReply,
    summary: 'Uninstall a feature: its menus go, its data is kept for a later install',
  }),
};
