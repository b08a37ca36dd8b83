import { z } from 'zod';
import { titleCaseName } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { catalogs } from '../../db/schema/index.js';
import { parseCsv } from '../../platform/files/csv.js';
import { owned } from '../../platform/store-scope.js';
import { catalogSlug } from './catalog.service.js';
import { countOf, pluralWord } from '@stallfront/shared';

export const CATALOG_CSV_MAX_BYTES = 1024 * 1024;
export const CATALOG_CSV_MAX_ROWS = 1000;

const catalogCsvRow = z.object({
  name: titleCaseName,
  description: z.string().trim().max(2000, '2000 characters at most').default(''),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['active', 'hidden'], { error: 'Use active or hidden' }))
    .default('active'),
});

/**
 * Adds the catalogs of a CSV (name, description, status) in one transaction. The whole file is
 * checked first and nothing is written if any row is wrong; names the store already has, or
 * that repeat in the file, are skipped.
 */
export async function uploadCatalogs(db: Db, storeId: string, bytes: Buffer) {
  const rows = parseCsv(bytes, {
    columns: ['name', 'description', 'status'],
    required: ['name'],
    maxRows: CATALOG_CSV_MAX_ROWS,
    row: catalogCsvRow,
  });
  const created = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: catalogs.name, slug: catalogs.slug })
      .from(catalogs)
      .where(owned(catalogs, storeId));
    const taken = new Set(existing.flatMap((c) => [`name:${c.name}`, `slug:${c.slug}`]));
    const fresh = rows.flatMap((row) => {
      const slug = catalogSlug(row.name);
      if (taken.has(`name:${row.name}`) || taken.has(`slug:${slug}`)) return [];
      taken.add(`name:${row.name}`).add(`slug:${slug}`);
      return [{ storeId, slug, ...row }];
    });
    if (fresh.length === 0) return 0;
    // A catalog another request adds meanwhile is skipped too, rather than failing the file.
    const inserted = await tx.insert(catalogs).values(fresh).onConflictDoNothing().returning({ id: catalogs.id });
    return inserted.length;
  });
  const skipped = rows.length - created;
  const message = `${countOf(created, 'catalog')} added${skipped ? `; ${countOf(skipped, 'name')} already existed and ${pluralWord(skipped, 'was', 'were')} skipped` : ''}.`;
  return { message, created, skipped };
}
