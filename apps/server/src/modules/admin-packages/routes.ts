import type { FastifyInstance } from 'fastify';
import { ADMIN_PACKAGE_CALLS, PLAN_CATALOGUE_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { packageList, packageVersionList, savePackage } from './admin-packages.service.js';
import { planLookup } from './catalogue.js';
import { packages } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

/** /admin/packages: the platform admin's package catalogue; /store/plans: what a store may choose from it. */
export async function adminPackageRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, ADMIN_PACKAGE_CALLS, ['admin'], {
    list: async () => {
      const list = await packageList(db);
      return { list, total: list.length };
    },
    save: async (body) => savePackage(db, body, now()),
    versions: async ({ id }) => {
      const list = await packageVersionList(db, id);
      return { list, total: list.length };
    },
  });
  serveCalls(app, PLAN_CATALOGUE_CALLS, ['billing'], {
    plans: async () => {
      const rows = await db.select({ id: packages.id }).from(packages).where(eq(packages.active, true));
      const plans = await planLookup(db);
      const list = rows.flatMap((r) => plans(r.id) ?? []).sort((a, b) => a.monthlyPrice - b.monthlyPrice);
      return { list, total: list.length };
    },
  });
}
