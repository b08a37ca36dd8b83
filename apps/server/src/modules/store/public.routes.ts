import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { STORE_CALLS } from '@stallfront/shared';
import { countries, stores, vendors } from '../../db/schema/index.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { notFound } from '../../platform/errors.js';

/** Public store look-ups: the country list of the sign-up form and a vendor page's branding. */
export async function storePublicRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const { countryList, domainDetails } = STORE_CALLS;

  serveCalls(app, { countryList, domainDetails }, ['store'], {
    countryList: async () => {
      // Sorted here, not by the database, so every PostgreSQL collation gives the same order.
      const rows = (await db.select().from(countries)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      const list = rows.map((c) => ({ code: c.code, name: c.name, dial_code: c.dialCode, currency: c.currency }));
      return { list, total: list.length };
    },
    // The address is a store's, where all its vendors sign in, or one vendor's own, in its store's colours.
    domainDetails: async (query) => {
      const [own] = await db
        .select({ store: stores, company: vendors.companyName })
        .from(vendors)
        .innerJoin(stores, eq(stores.id, vendors.storeId))
        .where(eq(vendors.subDomain, query.dom_id));
      const store = own?.store ?? (await db.select().from(stores).where(eq(stores.subDomain, query.dom_id)))[0];
      if (store?.type !== 'multi_vendor') throw notFound('No vendor sign-in page at this address.');
      return {
        data: {
          _id: store.id,
          name: store.name,
          sub_domain: query.dom_id,
          logo: store.logo,
          theme_colors: store.themeColors,
          ...(store.vendorBg ? { vendor_bg: store.vendorBg } : {}),
          ...(own ? { vendor_company: own.company } : {}),
        },
      };
    },
  });
}
