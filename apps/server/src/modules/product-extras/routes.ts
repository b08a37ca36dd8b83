import type { FastifyInstance } from 'fastify';
import { AMENITY, FAQ, FOOTNOTE, HIGHLIGHT, IMAGE_TAG, VARIANT_COLOR } from '@stallfront/shared';
import { PRODUCT_EXTRA_TABLES as tables } from '../../db/schema/index.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveProductTags } from './product-tags.js';

/** The product extras: named things the product form and the shop's product page show. */
export async function productExtraRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(app, FOOTNOTE, tables.footnote);
  serveSimpleResource(app, FAQ, tables.faq);
  serveSimpleResource(app, IMAGE_TAG, tables.imageTag);
  serveSimpleResource(app, HIGHLIGHT, tables.highlight);
  serveSimpleResource(app, AMENITY, tables.amenity);
  serveSimpleResource(app, VARIANT_COLOR, tables.variantColor);
  serveProductTags(app);
}
