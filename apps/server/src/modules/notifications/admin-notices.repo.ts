import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNotice, NoticeKind, noticeCountQuery, noticeListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { platformNotices, stores } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { containing } from '../../platform/list/contact-search.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';

/** How many stores viewed a notice, for the admin's list. */
const viewedCount =
  sql<number>`(select count(*) from notice_views v where v.notice_id = "platform_notices"."id")::int`.mapWith(Number);

type ListBody = z.output<typeof noticeListBody>;
type Filters = z.output<typeof noticeCountQuery>;

const conditions = (kind: NoticeKind, filters: Filters): SQL => {
  const search = filters.search?.trim();
  return and(
    eq(platformNotices.kind, kind),
    search
      ? or(ilike(platformNotices.title, containing(search)), ilike(platformNotices.body, containing(search)))
      : undefined,
  ) as SQL;
};

const sortOf = (body: ListBody): KeysetSort => ({
  id: platformNotices.id,
  direction: body.direction,
  column: platformNotices.createdAt,
  valueOf: (r) => dateCursor.valueOf(r.createdAt),
  parse: dateCursor.parse,
});

const selectRows = (db: Db, where: SQL) =>
  db
    .select({ notice: platformNotices, storeName: stores.name, viewedCount })
    .from(platformNotices)
    .leftJoin(stores, eq(stores.id, platformNotices.targetStoreId))
    .where(where);

type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toAdminNotice = ({ notice: n, storeName, viewedCount: views }: Row): AdminNotice => ({
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
});

export async function listNotices(db: Db, kind: NoticeKind, body: ListBody) {
  const sort = sortOf(body);
  const rows = await selectRows(db, and(conditions(kind, body), keysetAfter(sort, body.cursor)) as SQL)
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.notice.id, createdAt: r.notice.createdAt })),
    body.limit,
    sort,
  );
  return { list: page.list.map(toAdminNotice), next_cursor: page.next_cursor };
}

export const countNotices = (db: Db, kind: NoticeKind, filters: Filters) =>
  cappedCount(db, platformNotices, conditions(kind, filters));

export async function noticeById(db: Db, id: string): Promise<AdminNotice> {
  const [row] = await selectRows(db, eq(platformNotices.id, id));
  if (!row) throw new Error(`notice ${id} vanished`);
  return toAdminNotice(row);
}

/** Deletes notices of one kind; answers how many went. */
export async function deleteNotices(db: Db, kind: NoticeKind, ids: string[]): Promise<number> {
  const gone = await db
    .delete(platformNotices)
    .where(and(eq(platformNotices.kind, kind), inArray(platformNotices.id, ids)))
    .returning({ id: platformNotices.id });
  return gone.length;
}
