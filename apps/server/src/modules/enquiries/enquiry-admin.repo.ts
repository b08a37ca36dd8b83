import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Enquiry, EnquiryDetail, enquiryCountQuery } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { enquiries, enquiryReplies, products } from '../../db/schema/index.js';
import { type RequestScope, requestConditions } from '../../platform/list/contact-search.js';
import { listResource, orNull, type RowOf } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';

const columns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  message: enquiries.message,
  productName: orNull(products.name),
  status: enquiries.status,
  notes: enquiries.notes,
  version: enquiries.version,
  createdAt: enquiries.createdAt,
  // Table names spelled out: the subquery's column must be tied to the outer enquiry.
  replyCount: sql<number>`(select count(*) from enquiry_replies r where r.enquiry_id = "enquiries"."id")::int`.mapWith(
    Number,
  ),
};
const withProduct = (query: PgSelect) => query.leftJoin(products, eq(products.id, enquiries.productId));

const toEnquiry = (r: RowOf<typeof columns>): Enquiry => ({
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

/** The console's customer enquiries, newest or oldest first. */
export const enquiryList = listResource({
  table: enquiries,
  columns,
  joins: withProduct,
  where: (scope: RequestScope, filters: z.output<typeof enquiryCountQuery>) =>
    requestConditions(enquiries, scope, filters),
  sorts: { created: enquiries.createdAt },
  toItem: toEnquiry,
  csv: {
    fileName: 'enquiries.csv',
    columns: ['created_on', 'status', 'name', 'email', 'phone', 'product_name', 'message', 'notes', 'reply_count'],
  },
});

/** One enquiry of the store with every reply sent, oldest first; another store's is a 404. */
export async function enquiryDetail(db: DbOrTx, scope: RequestScope, id: string): Promise<EnquiryDetail> {
  const { storeId } = scope;
  const enquiry = foundOr404(
    await enquiryList.find(db, scope, owned(enquiries, storeId, eq(enquiries.id, id))),
    'enquiry',
  );
  const replies = await db
    .select()
    .from(enquiryReplies)
    .where(owned(enquiryReplies, storeId, eq(enquiryReplies.enquiryId, id)))
    .orderBy(enquiryReplies.createdAt, enquiryReplies.id);
  return {
    ...enquiry,
    replies: replies.map((r) => ({ body: r.body, sent_by: r.sentBy, created_on: r.createdAt.toISOString() })),
  };
}
