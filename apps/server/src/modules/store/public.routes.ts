import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { STORE_CALLS } from '@stallfront/shared';
import { countries, stores } from '../../db/schema/index.js';
import { queryRouteOf } from '../../platform/endpoint-route.js';
import { notFound } from '../../platform/errors.js';

/** Public store look-ups: the country list of the sign-up form and a vendor page's branding. */
export async function storePublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['store'];

  app.route({
    ...queryRouteOf(STORE_CALLS.countryList, tags),
    handler: async () => {
      // Sorted here, not by the database, so every PostgreSQL collation gives the same order.
      const rows = (await db.select().from(countries)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      const list = rows.map((c) => ({ code: c.code, name: c.name, dial_code: c.dialCode, currency: c.currency }));
      return { status: true as const, list, total: list.length };
    },
  });

  app.route({
    ...queryRouteOf(STORE_CALLS.domainDetails, tags),
    handler: async (req) => {
      const [store] = await db.select().from(stores).where(eq(stores.subDomain, req.query.dom_id));
      if (store?.type !== 'multi_vendor') throw notFound('No vendor sign-in page at this address.');
      return {
        status: true as const,
        data: {
          _id: store.id,
          name: store.name,
          sub_domain: store.subDomain,
          logo: store.logo,
          theme_colors: store.themeColors,
          ...(store.vendorBg ? { vendor_bg: store.vendorBg } : {}),
        },
      };
    },
  });
}
