import type { VendorListStatus } from '@stallfront/shared/vendors';

/** Each vendor status's badge colour and label. */
export const VENDOR_STATUS_LOOK: Record<VendorListStatus, { color: string; label: string }> = {
  active: { color: 'teal', label: 'Active' },
  pending: { color: 'yellow', label: 'Pending' },
  suspended: { color: 'red', label: 'Suspended' },
  expired: { color: 'gray', label: 'Expired' },
};
