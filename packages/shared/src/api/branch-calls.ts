import { BRANCH_ACCESS } from '../rules/branches.js';
import {
  branchCreateBody,
  branchDetailReply,
  branchIdParams,
  branchListReply,
  branchReply,
  branchStatusBody,
  branchStatusReply,
  branchUpdateBody,
} from '../schemas/branches.js';
import { endpoint } from './endpoint.js';

const caller = { auth: 'store', access: BRANCH_ACCESS } as const;

/** A store's branches (/account/branches), for stores with store pickup: their hours, sign-in, stock and orders. */
export const BRANCH_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/store/branches',
    ...caller,
    input: undefined,
    output: branchListReply,
    summary: "The store's branches with their hours and counts of stock and orders",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/branches/:id',
    ...caller,
    input: branchIdParams,
    output: branchDetailReply,
    summary: 'A branch with its stock and its latest 50 orders',
  }),
  create: endpoint({
    method: 'POST',
    path: '/store/branches',
    ...caller,
    input: branchCreateBody,
    output: branchReply,
    summary: 'Add a branch with its sign-in (409 on `email` when any account has it)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/store/branches',
    ...caller,
    input: branchUpdateBody,
    output: branchReply,
    summary: 'Change a branch; a new password ends its sessions',
  }),
  status: endpoint({
    method: 'POST',
    path: '/store/branches/status',
    ...caller,
    input: branchStatusBody,
    output: branchStatusReply,
    summary: 'Disable a branch (its sessions end, it cannot sign in) or enable it again',
  }),
};
