import type { SubuserFeature, VendorFeature } from '../catalog/features.js';
import type { LoginType } from '../catalog/store.js';

/** A role's gate: never, always, or by the grants it holds. */
export type Grant<F extends string> = boolean | { anyOf: readonly F[] } | { allOf: readonly F[] };

/**
 * Who may call a store endpoint (spec section 6). The server refuses everyone else with
 * 403 before the handler runs; rules about rows (a vendor's own products, a branch's own
 * stock) and the store's package stay with the handler.
 */
export interface CallAccess {
  owner: boolean;
  staff: Grant<SubuserFeature>;
  /** An active vendor, by the grants the store gave it. */
  vendor: Grant<VendorFeature>;
  /** A vendor whose subscription expired reaches vendor billing and its own account only. */
  expiredVendor: boolean;
  branch: boolean;
}

/** The caller as the access rules see it. */
export interface CallActor {
  loginType: LoginType;
  /** A staff account's grants; empty for everyone else. */
  subuserFeatures: readonly string[];
  /** A vendor's grants from the store; empty for everyone else. */
  vendorFeatures: readonly string[];
  /** False for a vendor whose subscription expired. */
  vendorActive?: boolean;
}

/** An access rule: the owner always, everyone else only where named. */
export const access = (rule: Partial<CallAccess> = {}): CallAccess => ({
  owner: true,
  staff: false,
  vendor: false,
  expiredVendor: false,
  branch: false,
  ...rule,
});

/** Every signed-in member of the store, expired vendors included: their own session and account. */
export const ANYONE_SIGNED_IN = access({ staff: true, vendor: true, expiredVendor: true, branch: true });
/** Every active member of the store. */
export const ANY_MEMBER = access({ staff: true, vendor: true, branch: true });

export const anyOf = <F extends string>(...grants: F[]) => ({ anyOf: grants });
export const allOf = <F extends string>(...grants: F[]) => ({ allOf: grants });

function granted<F extends string>(grant: Grant<F>, held: readonly string[]): boolean {
  if (typeof grant === 'boolean') return grant;
  return 'anyOf' in grant ? grant.anyOf.some((g) => held.includes(g)) : grant.allOf.every((g) => held.includes(g));
}

export function allows(rule: CallAccess, actor: CallActor): boolean {
  switch (actor.loginType) {
    case 'admin':
      return rule.owner;
    case 'subuser':
      return granted(rule.staff, actor.subuserFeatures);
    case 'vendor':
      return actor.vendorActive === false ? rule.expiredVendor : granted(rule.vendor, actor.vendorFeatures);
    case 'branch':
      return rule.branch;
  }
}

/** The grants a staff account lacks for a call, to name them in the refusal. */
export function missingStaffGrants(rule: CallAccess, held: readonly string[]): SubuserFeature[] {
  const grant = rule.staff;
  if (typeof grant === 'boolean') return [];
  if ('anyOf' in grant) return grant.anyOf.some((g) => held.includes(g)) ? [] : [...grant.anyOf];
  return grant.allOf.filter((g) => !held.includes(g));
}

/** A person-readable refusal for a caller the rule does not let in. */
export function refusalFor(rule: CallAccess, actor: CallActor): string {
  if (actor.loginType === 'vendor' && actor.vendorActive === false) {
    return 'Your vendor subscription has expired. Renew it in Billing to continue.';
  }
  if (actor.loginType === 'subuser') {
    const missing = missingStaffGrants(rule, actor.subuserFeatures);
    if (missing.length) {
      const joiner = typeof rule.staff === 'object' && 'anyOf' in rule.staff ? ' or ' : ' and ';
      return `Your staff account needs the ${missing.join(joiner)} permission for this.`;
    }
  }
  return 'Your account may not do this.';
}

/** Who a rule lets in, for the API reference. */
export function describeAccess(rule: CallAccess): string {
  const grant = (g: Grant<string>) =>
    typeof g === 'boolean' ? '' : 'anyOf' in g ? ` with ${g.anyOf.join(' or ')}` : ` with ${g.allOf.join(' and ')}`;
  const who = [
    rule.owner && 'owner',
    rule.staff !== false && `staff${grant(rule.staff)}`,
    rule.vendor !== false && `vendors${grant(rule.vendor)}`,
    rule.expiredVendor && 'expired vendors',
    rule.branch && 'branches',
  ].filter(Boolean);
  return `Who may call: ${who.join(', ')}.`;
}
