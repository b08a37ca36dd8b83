import { inArray } from 'drizzle-orm';
import type { FinderQuestion } from '@stallfront/shared/shop-assistant';
import type { Tx } from '../../db/client.js';
import { catalogs } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';

/** An answer's catalogs must be the store's: another store's or a deleted one is a 404 on that answer's field. */
export async function requireOwnAnswerCatalogs(tx: Tx, storeId: string, questions: FinderQuestion[]): Promise<void> {
  const named = [...new Set(questions.flatMap((q) => q.answers.flatMap((a) => a.rule_catalog_ids)))];
  if (named.length === 0) return;
  const found = await tx
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(owned(catalogs, storeId, inArray(catalogs.id, named)));
  const own = new Set(found.map((row) => row.id));
  for (const [q, question] of questions.entries()) {
    for (const [a, answer] of question.answers.entries()) {
      if (answer.rule_catalog_ids.some((id) => !own.has(id))) {
        throw notFound(`questions.${q}.answers.${a}.rule_catalog_ids: a catalog picked is not in your store`);
      }
    }
  }
}
