import type { FastifyInstance } from 'fastify';
import { COLLECTION, type CollectionRules, normalisedRules } from '@stallfront/shared/collections';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { collectionProducts, collections } from '../../db/schema/index.js';
import { offeredBy } from '../auth/route-gate.js';
import { cleaning } from '../website/website.service.js';
import { requireOwnRuleTargets } from './collections.service.js';

const cleanDescription = cleaning('description');

/** /setting/collections: the shop's collections, for stores with the collections feature (a 404 elsewhere). */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    COLLECTION,
    { things: collections, links: { products: collectionProducts } },
    {
      ...offeredBy(app, 'collections', 'This store has no collections: add the Collections app first.'),
      unique: { slug: 'another collection of your shop has this address' },
      clean: (input) => normalisedRules(cleanDescription(input) as typeof input & CollectionRules),
      check: (tx, storeId, input) => requireOwnRuleTargets(tx, storeId, input as unknown as CollectionRules),
    },
  );
}
