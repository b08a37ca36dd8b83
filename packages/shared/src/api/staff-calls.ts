import { okMessage } from '../schemas/common.js';
import {
  acceptInviteBody,
  acceptInviteReply,
  auditCountQuery,
  auditListBody,
  auditListResponse,
  inviteDetailsReply,
  inviteTokenBody,
  staffGrantsBody,
  staffIdBody,
  staffInviteBody,
  staffOverview,
  staffReply,
  staffStatusBody,
} from '../schemas/staff.js';
import { STAFF_ACCESS } from '../rules/staff.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

const caller = { auth: 'store', access: STAFF_ACCESS } as const;

/** Staff users (/account/users): the owner's calls; spec section 7 names none, these follow its style. */
export const STAFF_CALLS = {
  overview: endpoint({
    method: 'GET',
    path: '/store/users',
    ...caller,
    input: undefined,
    output: staffOverview,
    summary: "The store's staff and invites, its staff seats and the permissions it can grant",
  }),
  invite: endpoint({
    method: 'POST',
    path: '/store/users/invite',
    ...caller,
    input: staffInviteBody,
    output: staffReply,
    summary: 'Invite a staff member by email',
  }),
  resendInvite: endpoint({
    method: 'POST',
    path: '/store/users/invite/resend',
    ...caller,
    input: staffIdBody,
    output: staffReply,
    summary: 'Send a pending invite again with a new link (the old link stops working)',
  }),
  setGrants: endpoint({
    method: 'PUT',
    path: '/store/users/features',
    ...caller,
    input: staffGrantsBody,
    output: staffReply,
    summary: "Change a staff member's permissions",
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/store/users/status',
    ...caller,
    input: staffStatusBody,
    output: staffReply,
    summary: 'Disable a staff member (their sessions end) or enable them again',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/users',
    ...caller,
    input: staffIdBody,
    output: okMessage,
    summary: 'Remove a staff member or revoke an invite',
  }),
  ...auditCalls(
    pagedCalls({
      path: '/store/users/audit_list',
      caller,
      body: auditListBody,
      count: auditCountQuery,
      page: auditListResponse,
      what: "audit entries of changes made by the store's people",
    }),
  ),
};

/** The invitee's calls: public, the mailed token is the proof. */
export const STAFF_INVITE_CALLS = {
  inviteDetails: endpoint({
    method: 'POST',
    reads: true,
    path: '/auth/store/invite_details',
    auth: 'public',
    input: inviteTokenBody,
    output: inviteDetailsReply,
    summary: 'The store and email an invite link is for',
  }),
  acceptInvite: endpoint({
    method: 'POST',
    path: '/auth/store/accept_invite',
    auth: 'public',
    input: acceptInviteBody,
    output: acceptInviteReply,
    summary: 'Accept a staff invite: set a name and password, and sign in',
  }),
};

function auditCalls<L, C>(calls: { list: L; count: C }) {
  return { auditList: calls.list, auditCount: calls.count };
}
