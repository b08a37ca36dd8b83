import { ANYONE_SIGNED_IN } from '../rules/call-access.js';
import { okMessage } from '../schemas/common.js';
import {
  savedViewCreateBody,
  savedViewDeleteBody,
  savedViewListQuery,
  savedViewListResponse,
  savedViewRenameBody,
  savedViewResponse,
} from '../schemas/saved-views.js';
import { endpoint } from './endpoint.js';

/** Every signed-in member keeps their own views of any list they can open. */
const mine = { auth: 'store', access: ANYONE_SIGNED_IN } as const;

/** Saved views of ListPage lists: a person's named search, sort and filters, per list. */
export const SAVED_VIEW_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/saved_views',
    ...mine,
    input: savedViewListQuery,
    output: savedViewListResponse,
    summary: "The caller's saved views of one list, by name",
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/saved_views',
    ...mine,
    input: savedViewCreateBody,
    output: savedViewResponse,
    summary: "Save a list's search, sort and filters under a name",
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/store/saved_views',
    ...mine,
    input: savedViewRenameBody,
    output: savedViewResponse,
    summary: 'Rename one of your saved views',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/saved_views',
    ...mine,
    input: savedViewDeleteBody,
    output: okMessage,
    summary: 'Delete one of your saved views',
  }),
};
