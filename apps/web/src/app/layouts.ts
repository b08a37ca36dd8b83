import type { ComponentType } from 'react';
import type { Layout } from '@stallfront/shared/routes';

/** The frame of each layout of the route table; each is its own chunk. */
export const LAYOUTS: Record<Layout, () => Promise<{ default: ComponentType }>> = {
  auth: () => import('./layouts/AuthLayout'),
  vendor_auth: () => import('./layouts/VendorAuthLayout'),
  store: () => import('./layouts/StoreLayout'),
  admin: () => import('./layouts/AdminLayout'),
  root: () => import('./layouts/BareLayout'),
};
