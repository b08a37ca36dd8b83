import { z } from 'zod';
import { SHIPPING_ACCESS } from '../rules/shipping.js';
import { moneyMinor } from '../schemas/products.js';
import { BLANK_LOCAL_AREA, deliveryKind, localArea, shippingRate, shippingZone } from '../schemas/shipping.js';
import { endpoint } from './endpoint.js';
import { simpleResource } from './simple-resource.js';

/**
 * /setting/delivery-methods: how a shopper gets the order. Home delivery (priced by the shipping
 * methods), pickup at the store or one of its branches (store_pickup), or a local delivery to
 * postcodes or within a radius of the store, each pickup and local one with its own fee.
 */
export const DELIVERY_METHOD = simpleResource({
  noun: 'delivery method',
  path: '/store/delivery_method',
  access: SHIPPING_ACCESS,
  nameLabel: 'Name shown at checkout',
  nameMax: 60,
  fields: {
    kind: deliveryKind,
    active: z.boolean({ error: 'Say whether it is offered' }).default(true),
    branch_id: z.uuid({ error: 'Choose a branch' }).nullable().default(null),
    fee: moneyMinor.default(0),
    free_above: moneyMinor.nullable().default(null),
    area: localArea.default(BLANK_LOCAL_AREA),
  },
});

/**
 * /setting/shipping-methods: the rates of home delivery. Each is a zone (countries, narrowed by
 * regions and postcodes) and a rate (flat, by weight, by order value, free above an amount);
 * the checkout offers those whose zone holds the address and whose rate holds the cart.
 */
export const SHIPPING_METHOD = simpleResource({
  noun: 'shipping method',
  path: '/store/shipping_method',
  access: SHIPPING_ACCESS,
  nameLabel: 'Name shown at checkout',
  nameMax: 60,
  fields: {
    active: z.boolean({ error: 'Say whether it is offered' }).default(true),
    zone: shippingZone,
    rate: shippingRate,
  },
});

/** What the delivery methods screen needs besides the resources: the branches a pickup may be at. */
export const SHIPPING_CALLS = {
  branches: endpoint({
    method: 'GET',
    path: '/store/delivery_method/branches',
    auth: 'store',
    access: SHIPPING_ACCESS.read,
    input: z.object({}),
    output: z.object({
      status: z.literal(true),
      list: z.array(z.object({ _id: z.string(), name: z.string(), address: z.string() })),
    }),
    summary: "The store's active branches, where a pickup may be",
  }),
};
