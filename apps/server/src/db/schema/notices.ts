import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeedbackSeverity, FeedbackStatus, NoticeAudience, NoticeButton, NoticeKind } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { packages } from './platform.js';
import { stores } from './stores.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A notification or announcement the platform admin sends: to every store, the stores of a
 * package (as they are when they read it), or one store. A platform row, so no store_id of
 * its own; `target_store_id` names the one store.
 */
export const platformNotices = pgTable(
  'platform_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    url: text('url'),
    priBtn: jsonb('pri_btn').$type<NoticeButton>(),
    secBtn: jsonb('sec_btn').$type<NoticeButton>(),
    audience: text('audience').$type<NoticeAudience>().notNull(),
    packageId: text('package_id').references(() => packages.id),
    targetStoreId: uuid('target_store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('platform_notices_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('platform_notices_target_store_idx').on(t.targetStoreId),
  ],
);

/** A store has viewed a notice (spec section 4: unviewed becomes viewed on click). */
export const noticeViews = pgTable(
  'notice_views',
  {
    storeId: storeRef(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => platformNotices.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.noticeId] }), index('notice_views_notice_idx').on(t.noticeId)],
);

export interface FeedbackAttachmentRow {
  url: string;
  width: number;
  height: number;
}

/** What a store told the platform (spec section 3, "Feedback"). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    title: text('title').notNull(),
    severity: text('severity').$type<FeedbackSeverity>().notNull(),
    description: text('description').notNull(),
    attachments: jsonb('attachments').$type<FeedbackAttachmentRow[]>().notNull().default([]),
    /** Who sent it, as "name <email>" of the signed-in account. */
    sentBy: text('sent_by').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    /** The platform admin's answer, mailed to the store's owner. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The master admin's name at the time of the answer. */
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedbacks_created_idx').on(t.createdAt, t.id),
    index('feedbacks_store_idx').on(t.storeId),
    index('feedbacks_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);
