import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminFeedback, feedbackCountQuery, feedbackListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { feedbacks, stores } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { containing } from '../../platform/list/contact-search.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';

type ListBody = z.output<typeof feedbackListBody>;
type Filters = z.output<typeof feedbackCountQuery>;

function conditions(filters: Filters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    filters.severity ? eq(feedbacks.severity, filters.severity) : undefined,
    search
      ? or(
          ilike(feedbacks.title, containing(search)),
          ilike(feedbacks.description, containing(search)),
          ilike(feedbacks.sentBy, containing(search)),
        )
      : undefined,
  );
}

const sortOf = (body: ListBody): KeysetSort => ({
  id: feedbacks.id,
  direction: body.direction,
  column: feedbacks.createdAt,
  valueOf: (r) => dateCursor.valueOf(r.createdAt),
  parse: dateCursor.parse,
});

const selectRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ feedback: feedbacks, storeName: stores.name, subDomain: stores.subDomain })
    .from(feedbacks)
    .innerJoin(stores, eq(stores.id, feedbacks.storeId))
    .where(where);

type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toAdminFeedback = ({ feedback: f, storeName, subDomain }: Row): AdminFeedback => ({
  _id: f.id,
  title: f.title,
  severity: f.severity,
  description: f.description,
  attachments: f.attachments,
  store_id: f.storeId,
  store_name: storeName,
  sub_domain: subDomain,
  sent_by: f.sentBy,
  created_on: f.createdAt.toISOString(),
});

export async function listFeedbacks(db: Db, body: ListBody) {
  const sort = sortOf(body);
  const rows = await selectRows(db, and(conditions(body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.feedback.id, createdAt: r.feedback.createdAt })),
    body.limit,
    sort,
  );
  return { list: page.list.map(toAdminFeedback), next_cursor: page.next_cursor };
}

export const countFeedbacks = (db: Db, filters: Filters) =>
  cappedCount(db, feedbacks, conditions(filters) ?? sql`true`);
