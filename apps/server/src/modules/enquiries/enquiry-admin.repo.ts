import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Enquiry,
  type EnquiryDetail,
  type enquiryCountQuery,
  type enquiryListBody,
  periodStart,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { enquiries, enquiryReplies, products } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { contactSearch } from '../../platform/list/contact-search.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { foundOr404, owned } from '../../platform/store-scope.js';

type ListBody = z.output<typeof enquiryListBody>;
type Filters = z.output<typeof enquiryCountQuery>;

function enquiryConditions(storeId: string, filters: Filters, now: Date): SQL {
  return owned(
    enquiries,
    storeId,
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.period ? sql`${enquiries.createdAt} >= ${periodStart(filters.period, now).toISOString()}` : undefined,
    contactSearch(enquiries, filters.search),
  );
}

const sortOf = (body: ListBody): KeysetSort => ({
  id: enquiries.id,
  direction: body.direction,
  column: enquiries.createdAt,
  valueOf: (r) => dateCursor.valueOf(r.createdAt),
  parse: dateCursor.parse,
});

const columns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  message: enquiries.message,
  productName: products.name,
  status: enquiries.status,
  notes: enquiries.notes,
  version: enquiries.version,
  createdAt: enquiries.createdAt,
  // Table names spelled out: the subquery's column must be tied to the outer enquiry.
  replyCount: sql<number>`(select count(*) from enquiry_replies r where r.enquiry_id = "enquiries"."id")::int`.mapWith(
    Number,
  ),
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];
const selectRows = (db: Db | Tx, where: SQL) =>
  db.select(columns).from(enquiries).leftJoin(products, eq(products.id, enquiries.productId)).where(where);

const toEnquiry = (r: Row): Enquiry => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  product_name: r.productName,
  status: r.status,
  notes: r.notes,
  reply_count: r.replyCount,
  created_on: r.createdAt.toISOString(),
  version: r.version,
});

export async function listEnquiries(db: Db, storeId: string, body: ListBody, now: Date) {
  const sort = sortOf(body);
  const rows = await selectRows(db, and(enquiryConditions(storeId, body, now), keysetAfter(sort, body.cursor)) as SQL)
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map(toEnquiry), next_cursor: page.next_cursor };
}

export const countEnquiries = (db: Db, storeId: string, filters: Filters, now: Date) =>
  cappedCount(db, enquiries, enquiryConditions(storeId, filters, now));

export async function enquiriesForExport(db: Db, storeId: string, body: ListBody, now: Date) {
  const rows = await selectRows(db, enquiryConditions(storeId, body, now))
    .orderBy(...keysetOrder(sortOf(body)))
    .limit(50_000);
  return rows.map(toEnquiry);
}

/** One enquiry of the store with every reply sent, oldest first; another store's is a 404. */
export async function enquiryDetail(db: Db | Tx, storeId: string, id: string): Promise<EnquiryDetail> {
  const row = foundOr404(await selectRows(db, owned(enquiries, storeId, eq(enquiries.id, id))), 'enquiry');
  const replies = await db
    .select()
    .from(enquiryReplies)
    .where(owned(enquiryReplies, storeId, eq(enquiryReplies.enquiryId, id)))
    .orderBy(enquiryReplies.createdAt, enquiryReplies.id);
  return {
    ...toEnquiry(row),
    replies: replies.map((r) => ({ body: r.body, sent_by: r.sentBy, created_on: r.createdAt.toISOString() })),
  };
}
