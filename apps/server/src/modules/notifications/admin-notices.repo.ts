import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNotice, NoticeKind, noticeCountQuery } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { platformNotices, stores } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource, orNull } from '../../platform/list/list-resource.js';

/** How many stores viewed a notice, for the admin's list. */
const viewedCount =
  sql<number>`(select count(*) from notice_views v where v.notice_id = "platform_notices"."id")::int`.mapWith(Number);

type Filters = z.output<typeof noticeCountQuery>;

/** The platform's notifications or announcements (one kind each), with the stores that viewed them. */
export const noticeList = listResource({
  table: platformNotices,
  columns: { notice: platformNotices, storeName: orNull(stores.name), viewedCount },
  joins: (query) => query.leftJoin(stores, eq(stores.id, platformNotices.targetStoreId)),
  where: (kind: NoticeKind, filters: Filters) => {
    const search = filters.search?.trim();
    return and(
      eq(platformNotices.kind, kind),
      search
        ? or(ilike(platformNotices.title, containing(search)), ilike(platformNotices.body, containing(search)))
        : undefined,
    );
  },
  sorts: { created: platformNotices.createdAt },
  toItem: ({ notice: n, storeName, viewedCount: views }): AdminNotice => ({
    _id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    image: n.image,
    url: n.url,
    pri_btn: n.priBtn,
    sec_btn: n.secBtn,
    audience: n.audience,
    package_id: n.packageId,
    store_id: n.targetStoreId,
    store_name: storeName,
    viewed_count: views,
    created_on: n.createdAt.toISOString(),
  }),
});

export async function noticeById(db: Db, kind: NoticeKind, id: string): Promise<AdminNotice> {
  const [notice] = await noticeList.find(db, kind, eq(platformNotices.id, id));
  if (!notice) throw new Error(`notice ${id} vanished`);
  return notice;
}

/** Deletes notices of one kind; answers how many went. */
export async function deleteNotices(db: Db, kind: NoticeKind, ids: string[]): Promise<number> {
  const gone = await db
    .delete(platformNotices)
    .where(and(eq(platformNotices.kind, kind), inArray(platformNotices.id, ids)))
    .returning({ id: platformNotices.id });
  return gone.length;
}
