import { okMessage } from '../schemas/common.js';
import { idList } from '../schemas/list.js';
import {
  platformEnquiryCountQuery,
  platformEnquiryListBody,
  platformEnquiryListResponse,
  platformSubscribeBody,
  platformSubscriberCountQuery,
  platformSubscriberListBody,
  platformSubscriberListResponse,
} from '../schemas/subscribers.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

const master = { auth: 'master' } as const;

/** The platform's own newsletter list (not a store's: that is NEWSLETTER_CALLS). */
export const PLATFORM_SUBSCRIBER_CALLS = {
  subscribe: endpoint({
    method: 'POST',
    path: '/others/newsletter_subscribe',
    auth: 'public',
    input: platformSubscribeBody,
    output: okMessage,
    summary: "Sign up for Stallfront's own newsletter",
  }),
  ...exportedListCalls({
    path: '/admin/subscriber_list',
    caller: master,
    body: platformSubscriberListBody,
    count: platformSubscriberCountQuery,
    page: platformSubscriberListResponse,
    what: "subscribers of the platform's newsletter",
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/admin/subscriber_unsubscribe',
    ...master,
    input: idList,
    output: okMessage,
    summary: 'Unsubscribe these addresses from the platform newsletter',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/admin/subscriber_delete',
    ...master,
    input: idList,
    output: okMessage,
    summary: 'Forget these addresses altogether',
  }),
};

/** Enquiries sent from the public enquiry pages (POST /others/enquiry). */
export const PLATFORM_ENQUIRY_CALLS = {
  ...exportedListCalls({
    path: '/admin/enquiry_list',
    caller: master,
    body: platformEnquiryListBody,
    count: platformEnquiryCountQuery,
    page: platformEnquiryListResponse,
    what: 'enquiries sent to the platform',
  }),
  remove: endpoint({
    method: 'POST',
    path: '/admin/enquiry_delete',
    ...master,
    input: idList,
    output: okMessage,
    summary: 'Delete these enquiries',
  }),
};
