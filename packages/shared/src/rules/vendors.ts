import { access, anyOf } from './call-access.js';

/** The vendors screen (/vendors/list): the owner and staff with the vendors grant, as its route. */
export const VENDOR_ACCESS = access({ staff: anyOf('vendors') });
/** A vendor's own profile: the signed-in vendor only (an expired one reaches billing only). */
export const VENDOR_PROFILE_ACCESS = access({ owner: false, vendor: true });
/** A branch's own profile: the signed-in branch only. */
export const BRANCH_PROFILE_ACCESS = access({ owner: false, branch: true });

/** What the vendors' calls answer where the store is not a marketplace with the vendors feature. */
export const VENDORS_NEED_MARKETPLACE = 'Vendors come with a multi-vendor store that has the Vendors feature.';

/** A vendor's states: pending (not yet approved), active, suspended (cannot sign in), expired (billing only). */
export const VENDOR_LIST_STATUSES = ['active', 'pending', 'suspended', 'expired'] as const;
export type VendorListStatus = (typeof VENDOR_LIST_STATUSES)[number];

/** What the owner may do to a vendor, and the status each leads to. */
export const VENDOR_ACTIONS = {
  approve: { from: ['pending'], to: 'active', label: 'Approve' },
  suspend: { from: ['active', 'pending', 'expired'], to: 'suspended', label: 'Suspend' },
  reactivate: { from: ['suspended', 'expired'], to: 'active', label: 'Reactivate' },
  expire: { from: ['active'], to: 'expired', label: 'Expire' },
} as const satisfies Record<string, { from: readonly VendorListStatus[]; to: VendorListStatus; label: string }>;
export type VendorAction = keyof typeof VENDOR_ACTIONS;
export const VENDOR_ACTION_NAMES = Object.keys(VENDOR_ACTIONS) as VendorAction[];

/** The actions a vendor in this status offers, in menu order. */
export const vendorActionsFor = (status: string): VendorAction[] =>
  VENDOR_ACTION_NAMES.filter((a) => (VENDOR_ACTIONS[a].from as readonly string[]).includes(status));

/** A percent commission is kept in basis points: 1250 is 12.5 %; 10000 (100 %) at most. */
export const MAX_COMMISSION_BP = 10_000;

export interface Commission {
  type: 'percent' | 'flat';
  value: number;
}

/** "12 %", "12.5 %" or a flat amount in the store's money (minor units, given a formatter). */
export function commissionLabel(c: Commission | null, money: (minor: number) => string): string {
  if (!c) return 'Store default';
  if (c.type === 'percent') return `${Number((c.value / 100).toFixed(2))} %`;
  return `${money(c.value)} a line`;
}

/** Labels of the grants a store may give its vendors (VENDOR_FEATURES). */
export const VENDOR_FEATURE_LABELS: Record<string, { label: string; description: string }> = {
  add_product: { label: 'Add products', description: 'List new products of its own' },
  update_product: { label: 'Edit products', description: 'Change its own products' },
  ad_management: { label: 'Ads', description: 'Buy ad space on the shop' },
  image_uploader: { label: 'Image uploader', description: 'Upload images in bulk (paid plans)' },
};

/** A vendor's papers, as a marketplace asks for them before it pays out (modules/vendors/vendor-documents.ts). */
export const VENDOR_DOCUMENT_KINDS = {
  identity: 'Identity proof',
  tax_registration: 'Tax registration (GST, VAT)',
  bank_proof: 'Bank account proof',
  agreement: 'Signed agreement',
  other: 'Other',
} as const;
export type VendorDocumentKind = keyof typeof VENDOR_DOCUMENT_KINDS;
export const VENDOR_DOCUMENT_KIND_NAMES = Object.keys(VENDOR_DOCUMENT_KINDS) as [
  VendorDocumentKind,
  ...VendorDocumentKind[],
];
/** A scan or a PDF: 10 MB at most, and 20 documents a vendor. */
export const VENDOR_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VENDOR_DOCUMENTS_MAX = 20;
/** The store's side (owner, staff with the vendors grant) and the vendor itself, each to the vendor's own only. */
export const VENDOR_DOCUMENT_ACCESS = access({ staff: anyOf('vendors'), vendor: true });
