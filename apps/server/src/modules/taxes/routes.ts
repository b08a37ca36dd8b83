import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TAX_CLASS, TAX_SETTING } from '@stallfront/shared/taxes';
import { products, taxClasses } from '../../db/schema/index.js';
import { namedCount } from '../../platform/resource/links.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';

/** /setting/tax-rates: the tax classes and whether prices include tax. */
export async function taxRoutes(app: FastifyInstance): Promise<void> {
  serveSimpleResource(
    app,
    TAX_CLASS,
    { things: taxClasses },
    {
      clean: (input) => ({ ...input, hsn_code: input.hsn_code || null }),
      // A product names its class in a column; deleting the class with detach leaves those products untaxed.
      usedBy: async (tx, ids) => {
        const rows = await tx
          .select({ name: products.name })
          .from(products)
          .where(inArray(products.taxClassId, ids))
          .orderBy(products.name);
        return rows.length
          ? [
              namedCount(
                'product',
                rows.map((r) => r.name),
              ),
            ]
          : [];
      },
    },
  );
  serveStoreSetting(app, TAX_SETTING);
}
