import type { FastifyInstance } from 'fastify';
import { FAQ, FOOTNOTE, HIGHLIGHT, IMAGE_TAG } from '@stallfront/shared';
import {
  faqCatalogs,
  faqProducts,
  faqs,
  footnoteCatalogs,
  footnoteProducts,
  footnotes,
  highlightCatalogs,
  highlightProducts,
  highlights,
  imageTagCatalogs,
  imageTagProducts,
  imageTags,
} from '../../db/schema/index.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';

/** The product extras: named things the product form and the shop's product page show. */
export async function productExtraRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(app, FOOTNOTE, {
    things: footnotes,
    links: { products: footnoteProducts, catalogs: footnoteCatalogs },
  });
  serveSimpleResource(app, FAQ, { things: faqs, links: { products: faqProducts, catalogs: faqCatalogs } });
  serveSimpleResource(app, IMAGE_TAG, {
    things: imageTags,
    links: { products: imageTagProducts, catalogs: imageTagCatalogs },
  });
  serveSimpleResource(app, HIGHLIGHT, {
    things: highlights,
    links: { products: highlightProducts, catalogs: highlightCatalogs },
  });
}
