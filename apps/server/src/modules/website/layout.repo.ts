import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type LayoutId, layoutSection, type SavedSection } from '@stallfront/shared/website';
import type { DbOrTx } from '../../db/client.js';
import { storeSettings } from '../../db/schema/index.js';

/**
 * A page's layout as its store_settings row keeps it (key layout_{page}): the draft the editor
 * changes and what the shop shows. A row keeps the shop's page cache and the image library's
 * uses honest for free: a write drops the store's cached pages, and its images count as used.
 */
export interface StoredLayout {
  draft: SavedSection[];
  /** Null until first published: the shop shows the store type's default layout. */
  published: SavedSection[] | null;
  published_at: string | null;
}

const saved = z.array(layoutSection.and(z.object({ id: z.string() })));
const stored = z.object({ draft: saved, published: saved.nullable(), published_at: z.string().nullable() });

export const layoutKey = (layoutId: LayoutId) => `layout_${layoutId}`;

/** The stored layout, or null when the store has never changed it; `lock` holds the row until the transaction ends. */
export async function readLayout(
  db: DbOrTx,
  storeId: string,
  layoutId: LayoutId,
  { lock = false } = {},
): Promise<StoredLayout | null> {
  const query = db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, layoutKey(layoutId))));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return null;
  // Saved through the schema, so it parses; a row from an older schema shows as the default.
  return (stored.safeParse(row.value).data as StoredLayout | undefined) ?? null;
}

export async function writeLayout(db: DbOrTx, storeId: string, layoutId: LayoutId, layout: StoredLayout, now: Date) {
  const value = layout as unknown as Record<string, unknown>;
  await db
    .insert(storeSettings)
    .values({ storeId, key: layoutKey(layoutId), value, updatedAt: now })
    .onConflictDoUpdate({
      target: [storeSettings.storeId, storeSettings.key],
      set: { value, updatedAt: now },
    });
}
