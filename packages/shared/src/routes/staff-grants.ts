import { SUBUSER_FEATURES, type SubuserFeature } from '../catalog/features.js';
import type { AccessContext } from './access-context.js';
import { storeOffers } from './access.js';
import { ROUTES } from './route-table.js';

/** How the staff screen names a grant, and the heading it sits under. */
export const STAFF_GRANT_INFO: Record<SubuserFeature, { label: string; group: string }> = {
  add_product: { label: 'Add products', group: 'Products' },
  update_product: { label: 'Edit products', group: 'Products' },
  delete_product: { label: 'Delete products', group: 'Products' },
  dashboard: { label: 'Dashboard and reports', group: 'Sales' },
  orders: { label: 'Orders', group: 'Sales' },
  quotes: { label: 'Quotes', group: 'Sales' },
  enquiries: { label: 'Enquiries', group: 'Sales' },
  customers: { label: 'Customers', group: 'Sales' },
  marketing: { label: 'Marketing', group: 'Marketing' },
  website: { label: 'Website', group: 'Online store' },
  store_apps: { label: 'Store apps', group: 'Online store' },
  settings: { label: 'Settings', group: 'Store' },
  vendors: { label: 'Vendors', group: 'Store' },
  billing: { label: 'Billing and wallet', group: 'Store' },
};

/**
 * The grants worth giving in this store: those that open at least one console screen the store
 * has (its type, features and package), read from the route table, so a grant exists exactly
 * where a menu does.
 */
export function grantableStaffFeatures(store: AccessContext): SubuserFeature[] {
  const opened = new Set<string>();
  for (const route of ROUTES) {
    // A hub only offers other screens as cards: a grant that opens nothing but a hub opens nothing.
    if (route.layout !== 'store' || route.hub || !route.audience.includes('subuser')) continue;
    const wanted = route.access?.subuserFeatures;
    if (wanted && storeOffers(route, store)) for (const grant of wanted) opened.add(grant);
  }
  return SUBUSER_FEATURES.filter((grant) => opened.has(grant));
}

export interface StaffGrantGroup {
  group: string;
  grants: { key: SubuserFeature; label: string }[];
}

/** Grants under their headings, in the catalogue's order. */
export function staffGrantGroups(grants: readonly SubuserFeature[]): StaffGrantGroup[] {
  const groups: StaffGrantGroup[] = [];
  for (const key of grants) {
    const { label, group } = STAFF_GRANT_INFO[key];
    const found = groups.find((g) => g.group === group);
    if (found) found.grants.push({ key, label });
    else groups.push({ group, grants: [{ key, label }] });
  }
  return groups;
}

/** Why a set of grants cannot be given in this store, naming the first unknown one; null when all exist. */
export function grantRefusal(requested: readonly string[], grantable: readonly string[]): string | null {
  const unknown = requested.find((grant) => !grantable.includes(grant));
  if (unknown === undefined) return null;
  return (SUBUSER_FEATURES as readonly string[]).includes(unknown)
    ? `subuser_features: "${unknown}" opens nothing in this store, so it cannot be granted.`
    : `subuser_features: "${unknown}" is not a permission. Choose from ${grantable.join(', ')}.`;
}
