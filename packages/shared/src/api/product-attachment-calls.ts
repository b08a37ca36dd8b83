import { z } from 'zod';
import { PRODUCT_EXTRA_ACCESS } from '../rules/product-access.js';
import { endpoint } from './endpoint.js';
import {
  ADDON,
  ADDON_PRODUCT,
  AMENITY,
  FAQ,
  FOOTNOTE,
  HIGHLIGHT,
  IMAGE_TAG,
  SIZE_CHART,
} from './product-extra-calls.js';

/**
 * The extras a product form attaches to its product, by key, each with the route that offers it
 * (a feature, a store type): a store is offered in the form what it is offered in the menu.
 */
export const PRODUCT_ATTACHABLE = {
  footnote: { resource: FOOTNOTE, route: 'extras_footnote' },
  faq: { resource: FAQ, route: 'extras_faq' },
  image_tag: { resource: IMAGE_TAG, route: 'extras_image_tags' },
  highlight: { resource: HIGHLIGHT, route: 'extras_highlights' },
  amenity: { resource: AMENITY, route: 'extras_amenities' },
  size_chart: { resource: SIZE_CHART, route: 'extras_size_chart' },
  addon: { resource: ADDON, route: 'extras_addons' },
  addon_product: { resource: ADDON_PRODUCT, route: 'extras_addon_products' },
} as const;
export type AttachableKind = keyof typeof PRODUCT_ATTACHABLE;
export const ATTACHABLE_KINDS = Object.keys(PRODUCT_ATTACHABLE) as [AttachableKind, ...AttachableKind[]];

const attachedThing = z.object({ _id: z.string(), name: z.string() });

/** One kind of extra on a product: those attached to it, and those it shows through its catalogs. */
export const productAttachments = z.object({
  kind: z.enum(ATTACHABLE_KINDS),
  attached: z.array(attachedThing),
  from_catalogs: z.array(attachedThing.extend({ catalog: z.string() })),
});
export type ProductAttachments = z.infer<typeof productAttachments>;

const editor = { auth: 'store', access: PRODUCT_EXTRA_ACCESS.write } as const;

/** The product form's extras: what a product shows, attached from its own form. */
export const PRODUCT_ATTACHMENT_CALLS = {
  read: endpoint({
    method: 'GET',
    path: '/store/product/:id/extras',
    ...editor,
    input: z.object({ id: z.uuid() }),
    output: z.object({ status: z.literal(true), list: z.array(productAttachments) }),
    summary: 'The extras of each kind the store is offered that a product shows: its own, and its catalogs’',
  }),
  set: endpoint({
    method: 'PUT',
    path: '/store/product/extras',
    ...editor,
    input: z.object({
      product_id: z.uuid(),
      kind: z.enum(ATTACHABLE_KINDS),
      ids: z.array(z.uuid()).max(100, '100 at most'),
    }),
    output: z.object({ status: z.literal(true), message: z.string() }),
    summary: 'Attach exactly these extras of one kind to a product (the ones its catalogs give stay)',
  }),
};
