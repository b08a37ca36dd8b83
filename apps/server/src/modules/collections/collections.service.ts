import { inArray } from 'drizzle-orm';
import type { CollectionRules } from '@stallfront/shared/collections';
import type { Tx } from '../../db/client.js';
import { catalogs, vendors } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';

/** A rule's catalogs and vendors must be the store's: another store's or a deleted one is a 404 on its field. */
export async function requireOwnRuleTargets(tx: Tx, storeId: string, rules: CollectionRules): Promise<void> {
  const targets = [
    { field: 'rule_catalog_ids', table: catalogs, ids: rules.rule_catalog_ids, what: 'a catalog' },
    { field: 'rule_vendor_ids', table: vendors, ids: rules.rule_vendor_ids, what: 'a vendor' },
  ] as const;
  for (const { field, table, ids, what } of targets) {
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(owned(table, storeId, inArray(table.id, ids)));
    if (found.length < ids.length) throw notFound(`${field}: ${what} picked is not in your store`);
  }
}
