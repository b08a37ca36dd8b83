import type { ComponentType } from 'react';
import type { Layout } from '@stallfront/shared/routes';

/** The layouts the console draws; the vendor and branch sign-in ("vendor layout") are the sign-in document's. */
export type ConsoleLayout = Exclude<Layout, 'vendor_auth'>;

/** The frame of each layout of the route table; each is its own chunk. */
export const LAYOUTS: Record<ConsoleLayout, () => Promise<{ default: ComponentType }>> = {
  auth: () => import('./layouts/AuthLayout'),
  store: () => import('./layouts/StoreLayout'),
  admin: () => import('./layouts/AdminLayout'),
  root: () => import('./layouts/BareLayout'),
};
