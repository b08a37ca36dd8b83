import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Announcement, NoticeKind, Notification } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { noticeViews, platformNotices } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** The notices a panel shows: the newest this many of each kind. */
const PANEL_SIZE = 50;

export interface NoticeReader {
  storeId: string;
  packageId: string;
}

/** The notices meant for a store: to everyone, to its package as it is now, or to it alone. */
const meantFor = (reader: NoticeReader, kind: NoticeKind): SQL =>
  and(
    eq(platformNotices.kind, kind),
    or(
      eq(platformNotices.audience, 'all'),
      and(eq(platformNotices.audience, 'package'), eq(platformNotices.packageId, reader.packageId)),
      and(eq(platformNotices.audience, 'store'), eq(platformNotices.targetStoreId, reader.storeId)),
    ),
  ) as SQL;

type NoticeRow = typeof platformNotices.$inferSelect & { viewed: boolean };

const toNotification = (r: NoticeRow): Notification => ({
  _id: r.id,
  title: r.title,
  body: r.body,
  image: r.image,
  url: r.url,
  viewed: r.viewed,
  created_on: r.createdAt.toISOString(),
});
const toAnnouncement = (r: NoticeRow): Announcement => ({
  ...toNotification(r),
  pri_btn: r.priBtn,
  sec_btn: r.secBtn,
});

async function readNotices(db: Db, reader: NoticeReader, kind: NoticeKind, limit = PANEL_SIZE): Promise<NoticeRow[]> {
  const rows = await db
    .select({ notice: platformNotices, viewedAt: noticeViews.viewedAt })
    .from(platformNotices)
    .leftJoin(noticeViews, and(eq(noticeViews.noticeId, platformNotices.id), eq(noticeViews.storeId, reader.storeId)))
    .where(meantFor(reader, kind))
    .orderBy(desc(platformNotices.createdAt), desc(platformNotices.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.notice, viewed: r.viewedAt !== null }));
}

export const notificationsFor = async (db: Db, reader: NoticeReader) =>
  (await readNotices(db, reader, 'notification')).map(toNotification);
export const announcementsFor = async (db: Db, reader: NoticeReader) =>
  (await readNotices(db, reader, 'announcement')).map(toAnnouncement);

/** The newest announcement meant for a store, for the bar. */
export async function newestAnnouncement(db: Db, reader: NoticeReader): Promise<Announcement | null> {
  const [row] = await readNotices(db, reader, 'announcement', 1);
  return row ? toAnnouncement(row) : null;
}

/** Marks a notice viewed by the store; one not meant for it (another store's, unknown) is a 404. */
export async function markViewed(db: Db, reader: NoticeReader, id: string, kind: NoticeKind, now: Date) {
  const [found] = await db
    .select({ id: platformNotices.id })
    .from(platformNotices)
    .where(and(eq(platformNotices.id, id), meantFor(reader, kind)));
  if (!found) throw notFound(`id: this ${kind} does not exist for your store.`);
  await db.insert(noticeViews).values({ storeId: reader.storeId, noticeId: id, viewedAt: now }).onConflictDoNothing();
}
