import { okList, okMessage } from '../schemas/common.js';
import { featureInput, featureItem, featureRemoveBody } from '../schemas/catalogue.js';
import { endpoint } from './endpoint.js';

/** The platform admin's App Store catalogue (/admin/features). */
export const ADMIN_FEATURE_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/admin/features',
    auth: 'master',
    input: undefined,
    output: okList(featureItem),
    summary: 'Every feature of the App Store, with how many stores bought it or have it on trial',
  }),
  save: endpoint({
    method: 'PUT',
    path: '/admin/features',
    auth: 'master',
    input: featureInput,
    output: okMessage,
    summary: 'Add a feature, or change its name, description, icon, price or trial length',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/admin/features',
    auth: 'master',
    input: featureRemoveBody,
    output: okMessage,
    summary: 'Remove a feature; while stores use it, only with a replacement they move to',
  }),
};
