import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { answerRules, type FinderAnswer } from '@stallfront/shared/shop-assistant';
import type { Db } from '../../db/client.js';
import { finders } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { collectionMembers } from './collection.repo.js';
import type { ShopContext } from './shop-store.js';

/** The shop has finders where the store has the shop assistant feature. */
export const hasShopAssistant = (shop: ShopContext) => shop.features.includes('shop_assistant');

const published = (storeId: string, ...conditions: (SQL | undefined)[]) =>
  owned(finders, storeId, eq(finders.status, 'published'), ...conditions);

/** A published finder by its address (whatever its case). */
export async function publishedFinderBySlug(db: Db, storeId: string, slug: string) {
  const [row] = await db
    .select()
    .from(finders)
    .where(published(storeId, sql`lower(${finders.slug}) = lower(${slug})`));
  return row ?? null;
}

/** The published finders' start pages for the sitemap, by title. */
export const publishedFinders = (db: Db, storeId: string) =>
  db
    .select({ slug: finders.slug, updatedAt: finders.updatedAt })
    .from(finders)
    .where(published(storeId))
    .orderBy(asc(sql`lower(${finders.name})`));

/** The published finders an answer of which names the catalog (its "Help me choose" links), by title. */
export const publishedFindersNaming = (db: Db, storeId: string, catalogId: string) =>
  db
    .select({ name: finders.name, slug: finders.slug })
    .from(finders)
    .where(
      published(
        storeId,
        sql`${finders.questions} @> ${JSON.stringify([{ answers: [{ rule_catalog_ids: [catalogId] }] }])}::jsonb`,
      ),
    )
    .orderBy(asc(sql`lower(${finders.name})`));

/**
 * The products matching every answer given, as a condition on products: each answer's rule is
 * matched as a rule collection's (collectionMembers), the answers all together.
 */
export function answersMatch(answers: readonly FinderAnswer[]): SQL | undefined {
  return and(
    ...answers.map((answer) => {
      const rules = answerRules(answer);
      return collectionMembers({
        id: '',
        kind: rules.kind,
        ruleCatalogIds: rules.rule_catalog_ids,
        ruleTags: rules.rule_tags,
        rulePriceMin: rules.rule_price_min,
        rulePriceMax: rules.rule_price_max,
        ruleVendorIds: rules.rule_vendor_ids,
      });
    }),
  );
}

/** A catalog page's "Help me choose" links: the published finders whose answers name it. */
export async function findersNaming(db: Db, shop: ShopContext, catalogId: string) {
  if (!hasShopAssistant(shop)) return [];
  const rows = await publishedFindersNaming(db, shop.store.id, catalogId);
  return rows.map((row) => ({ title: row.name, href: `${shop.store.base}/finder/${row.slug}` }));
}
