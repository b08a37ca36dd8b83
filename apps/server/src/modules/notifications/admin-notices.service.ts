import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcementInput, NoticeKind, notificationInput } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { packages, platformNotices, stores } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { noticeById } from './admin-notices.repo.js';

type NoticeInput = z.output<typeof notificationInput> | z.output<typeof announcementInput>;

/** The target the audience names must exist: an unknown package or store is the admin's typo, a 400. */
async function checkTarget(db: Db, input: NoticeInput) {
  if (input.audience === 'package') {
    const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, input.package_id));
    if (!pkg) throw badRequest('package_id: there is no package with this id');
  }
  if (input.audience === 'store') {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.store_id));
    if (!store) throw badRequest('store_id: there is no store with this id');
  }
}

/** Sends a notice: stores it with its target, which every store reads when it opens its panel. */
export async function createNotice(db: Db, kind: NoticeKind, input: NoticeInput, now: Date) {
  await checkTarget(db, input);
  const buttons = 'pri_btn' in input ? { priBtn: input.pri_btn, secBtn: input.sec_btn } : {};
  const [row] = await db
    .insert(platformNotices)
    .values({
      kind,
      title: input.title,
      body: input.body,
      image: input.image || null,
      url: input.url || null,
      ...buttons,
      audience: input.audience,
      packageId: input.audience === 'package' ? input.package_id : null,
      targetStoreId: input.audience === 'store' ? input.store_id : null,
      createdAt: now,
    })
    .returning({ id: platformNotices.id });
  if (!row) throw new Error('notice insert returned nothing');
  return noticeById(db, kind, row.id);
}
