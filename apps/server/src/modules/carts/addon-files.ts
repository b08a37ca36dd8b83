import { and, isNull, lt, sql } from 'drizzle-orm';
import type { AddonFileRef, AddonPick, ChosenAddon, OrderedAddon } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type AddonFileRow, addonFiles, carts } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { type PrivateFiles, sniffFileType } from '../../platform/files/private-files.js';
import { cleanFileName, type Upload } from '../../platform/files/upload.js';
import { ownedIds } from '../../platform/store-scope.js';

/** A file that no order took is kept this long while no cart holds it either. */
export const ADDON_FILE_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Keeps a shopper's file for a file add-on, once its bytes show a JPEG, PNG, WebP or PDF. */
export async function storeAddonFile(
  db: Db,
  files: PrivateFiles,
  storeId: string,
  upload: Upload,
  now: Date,
): Promise<AddonFileRef> {
  const type = sniffFileType(upload.bytes);
  if (!type) throw badRequest('file: send a JPEG, PNG, WebP or PDF; this file is none of them.');
  // The row first: a file whose row is missing would never be swept.
  const [row] = await db
    .insert(addonFiles)
    .values({ storeId, name: cleanFileName(upload.fileName), type, bytes: upload.bytes.length, createdAt: now })
    .returning({ id: addonFiles.id, name: addonFiles.name });
  const file = row as AddonFileRef;
  await files.write(storeId, file.id, upload.bytes);
  return file;
}

/** The chosen add-ons with each file id the form sent turned into the store's file (id and name). */
export async function withAddonFiles(db: Db, storeId: string, picks: readonly AddonPick[]): Promise<ChosenAddon[]> {
  const ids = picks.flatMap((p) => (p.file ? [p.file] : []));
  const rows = ids.length
    ? await db
        .select({ id: addonFiles.id, name: addonFiles.name })
        .from(addonFiles)
        .where(ownedIds(addonFiles, storeId, ids))
    : [];
  return picks.map(({ file, ...pick }) => {
    if (!file) return pick;
    const found = rows.find((r) => r.id === file);
    if (!found) throw badRequest(`addon_${pick.id}: your file did not reach us; choose it again`);
    return { ...pick, file: found };
  });
}

/** Files on an order's lines are the merchant's to download from now on: the sweep leaves them. */
export async function keepOrderedFiles(
  tx: Tx,
  storeId: string,
  addons: readonly OrderedAddon[],
  now: Date,
): Promise<void> {
  const ids = addons.flatMap((a) => (a.file ? [a.file.id] : []));
  if (ids.length === 0) return;
  await tx
    .update(addonFiles)
    .set({ orderedAt: now })
    .where(and(ownedIds(addonFiles, storeId, ids), isNull(addonFiles.orderedAt)));
}

/** One of the store's files with its bytes, or null (another store's, swept, or its bytes lost). */
export async function readAddonFile(
  db: Db,
  files: PrivateFiles,
  storeId: string,
  id: string,
): Promise<(AddonFileRow & { file: Buffer }) | null> {
  const [row] = await db
    .select()
    .from(addonFiles)
    .where(ownedIds(addonFiles, storeId, [id]));
  const file = row ? await files.read(storeId, row.id) : null;
  return row && file ? { ...row, file } : null;
}

/**
 * Deletes the files no order took, sent more than ADDON_FILE_KEPT_MS ago, that no cart line
 * holds any more (the shopper left without adding it, or took the line out). Answers how many.
 */
export async function sweepAddonFiles(db: Db, files: PrivateFiles, now: Date): Promise<number> {
  const onCart = sql`jsonb_build_array(jsonb_build_object('addons', jsonb_build_array(
    jsonb_build_object('file', jsonb_build_object('id', ${addonFiles.id}::text)))))`;
  const gone = await db
    .delete(addonFiles)
    .where(
      and(
        isNull(addonFiles.orderedAt),
        lt(addonFiles.createdAt, new Date(now.getTime() - ADDON_FILE_KEPT_MS)),
        sql`not exists (select 1 from ${carts} where ${carts.storeId} = ${addonFiles.storeId} and ${carts.lines} @> ${onCart})`,
      ),
    )
    .returning({ id: addonFiles.id, storeId: addonFiles.storeId });
  for (const file of gone) await files.remove(file.storeId, file.id);
  return gone.length;
}
