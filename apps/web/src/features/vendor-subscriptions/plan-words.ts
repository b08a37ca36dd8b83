import type { VendorFeature } from '@stallfront/shared/rules';
import { formatMoney } from '@stallfront/shared/rules';

export const FEATURE_LABELS: Record<VendorFeature, string> = {
  add_product: 'Add products',
  update_product: 'Edit products',
  ad_management: 'Ads',
  image_uploader: 'Image uploader',
};

/** "₹499.00 a month", or "Free" for a plan priced 0. */
export const priceOf = (plan: { price: number; currency: string; interval: 'month' | 'year' }) =>
  plan.price === 0 ? `Free for a ${plan.interval}` : `${formatMoney(plan.price, plan.currency)} a ${plan.interval}`;

export const featuresOf = (features: readonly string[]) =>
  features.length ? features.map((f) => FEATURE_LABELS[f as VendorFeature] ?? f).join(' · ') : 'No extra features';
