import { okMessage } from '../schemas/common.js';
import { idList } from '../schemas/list.js';
import {
  announceBarResponse,
  announcementInput,
  noticeCountQuery,
  noticeListBody,
  noticeListResponse,
  noticeSavedResponse,
  notificationInput,
  notificationsQuery,
  notificationsResponse,
  storeOptionsQuery,
  storeOptionsResponse,
} from '../schemas/notices.js';
import { ANNOUNCE_BAR_ACCESS, NOTICE_ACCESS } from '../rules/notices.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** The store's right-side panels (spec section 7): notifications, announcements and the bar; feedback is in feedback-calls.ts. */
export const PANEL_CALLS = {
  notifications: endpoint({
    method: 'GET',
    path: '/store/notifications',
    auth: 'store',
    access: NOTICE_ACCESS,
    input: notificationsQuery,
    output: notificationsResponse,
    summary: 'Notifications and announcements for the store; with id and type, marks that one viewed first',
  }),
  announceBar: endpoint({
    method: 'GET',
    path: '/store/announce_bar',
    auth: 'store',
    access: ANNOUNCE_BAR_ACCESS,
    input: undefined,
    output: announceBarResponse,
    summary: 'The announcement for the bar: only for a self-signed-up owner on a Pro package not yet billed',
  }),
};

const noticeCalls = <I extends typeof notificationInput | typeof announcementInput>(
  kind: 'notification' | 'announcement',
  input: I,
) => ({
  ...pagedCalls({
    path: `/admin/${kind}_list`,
    caller: { auth: 'master' },
    body: noticeListBody,
    count: noticeCountQuery,
    page: noticeListResponse,
    what: `the ${kind}s sent, newest first`,
  }),
  create: endpoint({
    method: 'POST',
    path: `/admin/${kind}`,
    auth: 'master',
    input,
    output: noticeSavedResponse,
    summary: `Send a ${kind} to every store, the stores of a package, or one store`,
  }),
  remove: endpoint({
    method: 'PATCH',
    path: `/admin/${kind}`,
    auth: 'master',
    input: idList,
    output: okMessage,
    summary: `Delete ${kind}s: stores stop seeing them`,
  }),
});

/** The platform admin's notifications and announcements (/admin/notifications, /admin/announcements). */
export const ADMIN_NOTIFICATION_CALLS = noticeCalls('notification', notificationInput);
export const ADMIN_ANNOUNCEMENT_CALLS = noticeCalls('announcement', announcementInput);

/** The store picker of the notice forms. */
export const ADMIN_PANEL_CALLS = {
  storeOptions: endpoint({
    method: 'GET',
    path: '/admin/store_options',
    auth: 'master',
    input: storeOptionsQuery,
    output: storeOptionsResponse,
    summary: 'Up to 20 stores whose name or sub-domain starts with the search',
  }),
};
