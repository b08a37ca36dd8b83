import { regionOf, type SalesDimension } from '@stallfront/shared/dashboard';
import type { OrderSource } from '@stallfront/shared/orders';
import { PAYMENT_METHOD_LABEL } from '../orders/order-labels';
import { countryName } from '../taxes/country-options';

const CHANNEL_LABEL: Record<OrderSource, string> = {
  shop: 'Online store',
  quick_order: 'Quick order form',
  quote: 'Accepted quotes',
};

const nameFrom = (labels: Record<string, string>) => (key: string) => labels[key] ?? key;

/** How a breakdown names its keys to a person: a method's, channel's, country's or region's name. */
export const SHARE_LABEL: Record<SalesDimension, (key: string) => string> = {
  payment: nameFrom(PAYMENT_METHOD_LABEL),
  channel: nameFrom(CHANNEL_LABEL),
  country: countryName,
  region: (key) => {
    const { country, region } = regionOf(key);
    return `${region}, ${countryName(country)}`;
  },
};
