import type { FastifyInstance } from 'fastify';
import {
  ADDON,
  ADDON_PRODUCT,
  AMENITY,
  FAQ,
  FOOTNOTE,
  HIGHLIGHT,
  IMAGE_TAG,
  MEASUREMENT_SET,
  SIZE_CHART,
  VARIANT_COLOR,
} from '@stallfront/shared';
import { PRODUCT_EXTRA_TABLES as tables } from '../../db/schema/index.js';
import { requireOwnMedia } from '../../platform/files/media-store.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { offeredBy } from '../auth/route-gate.js';
import { checkAddonOffer } from './addon-products.js';
import { serveProductAttachments } from './product-attachments.js';
import { serveProductTags } from './product-tags.js';
import { serveProductTaxonomy } from './product-taxonomy.js';

/** The product extras: named things the product form and the shop's product page show. */
export async function productExtraRoutes(app: FastifyInstance): Promise<void> {
  // An extra the route table gives only some stores (a feature, a store type) is 404 elsewhere.
  serveSimpleResource(app, FOOTNOTE, tables.footnote);
  serveSimpleResource(app, FAQ, tables.faq);
  serveSimpleResource(app, IMAGE_TAG, tables.imageTag);
  serveSimpleResource(app, HIGHLIGHT, tables.highlight);
  serveSimpleResource(
    app,
    AMENITY,
    tables.amenity,
    offeredBy(app, 'extras_amenities', 'Amenities are for estates and service stores.'),
  );
  serveSimpleResource(app, VARIANT_COLOR, tables.variantColor, {
    // A swatch photo uploaded here must be the store's own, as a product's pictures.
    check: async (_tx, storeId, input) => {
      if (typeof input.image === 'string') requireOwnMedia(input.image, storeId, 'image');
    },
  });
  serveSimpleResource(
    app,
    SIZE_CHART,
    tables.sizeChart,
    offeredBy(app, 'extras_size_chart', 'This store has no size charts: turn on the size chart feature.'),
  );
  serveSimpleResource(
    app,
    MEASUREMENT_SET,
    tables.measurementSet,
    offeredBy(
      app,
      'extras_measurement_sets',
      'This store has no measurement sets: turn on the measurement sets feature.',
    ),
  );
  serveSimpleResource(app, ADDON_PRODUCT, tables.addonProduct, {
    ...offeredBy(
      app,
      'extras_addon_products',
      'This store has no add-on products: turn on the add-on products feature.',
    ),
    check: checkAddonOffer,
  });
  serveSimpleResource(
    app,
    ADDON,
    tables.addon,
    offeredBy(app, 'extras_addons', 'This store has no add-ons: turn on the add-on products feature.'),
  );
  serveProductTags(app);
  serveProductTaxonomy(app);
  serveProductAttachments(app);
}
