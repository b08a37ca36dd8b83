import type { LoginType } from '@stallfront/shared';
import {
  type BranchRow,
  branches,
  type StoreUserRow,
  storeUsers,
  type VendorRow,
  vendors,
} from '../../db/schema/index.js';

/** Someone signed in to a store: its owner or staff, one of its vendors, or one of its branches. */
export type StorePrincipal =
  | { type: 'store_user'; row: StoreUserRow }
  | { type: 'vendor'; row: VendorRow }
  | { type: 'branch'; row: BranchRow };

export function loginTypeOf(principal: StorePrincipal): LoginType {
  if (principal.type === 'store_user') return principal.row.role === 'admin' ? 'admin' : 'subuser';
  return principal.type;
}

/** The table a principal's password lives in, for password changes and resets. */
export const principalTables = { store_user: storeUsers, vendor: vendors, branch: branches } as const;

/**
 * Accounts that may not sign in or keep a session. An expired vendor is not among them:
 * it signs in and reaches vendor billing only (the route rules see to that). An invited staff
 * member has no password until the invite is accepted; a pending vendor waits for the store's approval.
 */
export const isBlocked = (status: string) =>
  status === 'disabled' || status === 'suspended' || status === 'invited' || status === 'pending';
