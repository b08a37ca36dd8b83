import { asc, count, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ARTICLE, ARTICLE_CALLS, tidyTopic } from '@stallfront/shared/articles';
import type { Tx } from '../../db/client.js';
import { articles, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/errors.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { owned } from '../../platform/store-scope.js';
import { offeredBy } from '../auth/route-gate.js';
import { cleaning } from '../website/website.service.js';

const cleanBody = cleaning('body');
const REFUSAL = 'This store has no articles: add the Articles app first.';

/** "Shop this guide" takes the store's products only: another store's or a deleted one is a 404 on its field. */
async function requireOwnProducts(tx: Tx, storeId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(owned(products, storeId, inArray(products.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw notFound(`product_ids.${missing}: This product does not exist in your store.`);
}

/** /setting/articles: the shop's guides, for stores with the articles feature (a 404 elsewhere, as the screen is missing). */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const gate = offeredBy(app, 'articles', REFUSAL);
  serveSimpleResource(
    app,
    ARTICLE,
    { things: articles },
    {
      ...gate,
      unique: { slug: 'another article of your store has this address' },
      clean: (input) => ({ ...cleanBody(input), topic: tidyTopic(String(input.topic ?? '')) }),
      check: (tx, storeId, input) => requireOwnProducts(tx, storeId, input.product_ids as string[]),
    },
  );
  serveCalls(app, ARTICLE_CALLS, ['articles'], {
    topics: async (_query, req) => {
      gate.guard(req);
      const { storeId } = storeAuthOf(req);
      // One entry a topic whatever its case (the clean step tidies its spaces), under one of its spellings.
      const rows = await app.ctx.db
        .select({ topic: sql<string>`min(${articles.topic})`, count: count() })
        .from(articles)
        .where(owned(articles, storeId, sql`${articles.topic} <> ''`))
        .groupBy(sql`lower(${articles.topic})`)
        .orderBy(asc(sql`lower(${articles.topic})`));
      return { list: rows.map((row) => ({ topic: row.topic, count: Number(row.count) })) };
    },
  });
}
