import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ClientFilters, ClientItem } from '@stallfront/shared';
import { packages, storeUsers, stores } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

/**
 * The stores whose name, sub-domain or email holds the text, or whose owner's email does: one
 * union the planner answers from the trigram indexes (migration admin_clients_trigram), each
 * branch on its own index. An OR with a correlated EXISTS, as before, cannot use them and read
 * every store.
 */
const matchingStores = (pattern: string) => sql`(
  select s.id from ${stores} s where s.name ilike ${pattern} or s.sub_domain ilike ${pattern} or s.email ilike ${pattern}
  union
  select u.store_id from ${storeUsers} u where u.role = 'admin' and u.email ilike ${pattern})`;

/** The one conditions function of the clients list, its count and its bulk actions by filter. */
export function clientConditions(filters: ClientFilters) {
  const search = filters.search?.trim();
  return and(
    filters.type ? eq(stores.type, filters.type) : undefined,
    filters.package_id ? eq(stores.packageId, filters.package_id) : undefined,
    filters.status ? eq(stores.status, filters.status) : undefined,
    filters.country ? eq(stores.country, filters.country) : undefined,
    filters.from ? gte(stores.createdAt, sql`${filters.from}::date::timestamptz`) : undefined,
    filters.to ? lt(stores.createdAt, sql`(${filters.to}::date + 1)::timestamptz`) : undefined,
    search ? inArray(stores.id, matchingStores(containing(search))) : undefined,
  );
}

/**
 * Every store for the platform admin: newest first or by name. The page reads stores alone and
 * then its rows' owners and packages in one more read each, so the capped count joins nothing.
 */
export const clientList = listResource({
  table: stores,
  columns: { store: stores },
  where: (_platform: null, filters: ClientFilters) => clientConditions(filters),
  sorts: { created: stores.createdAt, name: stores.name },
  toItems: async (rows, _platform, db): Promise<ClientItem[]> => {
    const ids = rows.map((r) => r.store.id);
    if (ids.length === 0) return [];
    const [owners, plans] = await Promise.all([
      db
        .select({ storeId: storeUsers.storeId, name: storeUsers.name, email: storeUsers.email })
        .from(storeUsers)
        .where(and(inArray(storeUsers.storeId, ids), eq(storeUsers.role, 'admin'))),
      db.select({ id: packages.id, name: packages.name }).from(packages),
    ]);
    const ownerOf = new Map(owners.map((o) => [o.storeId, o]));
    const planName = new Map(plans.map((p) => [p.id, p.name]));
    return rows.map(({ store }) => {
      const owner = ownerOf.get(store.id);
      return {
        _id: store.id,
        name: store.name,
        sub_domain: store.subDomain,
        type: store.type as ClientItem['type'],
        status: store.status as ClientItem['status'],
        country: store.country,
        package_id: store.packageId,
        package_name: planName.get(store.packageId) ?? store.packageId,
        owner_name: owner?.name ?? null,
        owner_email: owner?.email ?? null,
        mobile: store.mobile,
        is_demo: store.isDemo,
        created_on: store.createdAt.toISOString(),
      };
    });
  },
});
