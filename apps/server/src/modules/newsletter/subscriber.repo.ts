import { eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Subscriber, subscriberCountQuery } from '@stallfront/shared';
import { type NewsletterSubscriberRow, newsletterSubscribers } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

type Filters = z.output<typeof subscriberCountQuery>;
const t = newsletterSubscribers;

export const subscriberItem = (row: NewsletterSubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  status: row.status,
  source: row.source,
  created_on: row.createdAt.toISOString(),
  confirmed_on: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_on: row.unsubscribedAt?.toISOString() ?? null,
});

/** The subscriber list: search by email or name, filter by state; its CSV is the import's columns and more. */
export const subscriberList = listResource({
  table: t,
  columns: getTableColumns(t),
  where: (storeId: string, filters: Filters) =>
    owned(
      t,
      storeId,
      filters.status ? eq(t.status, filters.status) : undefined,
      filters.search
        ? or(ilike(t.email, containing(filters.search)), ilike(t.name, containing(filters.search)))
        : undefined,
    ),
  sorts: { created: t.createdAt, email: t.email },
  toItem: subscriberItem,
  csv: {
    fileName: 'newsletter-subscribers.csv',
    columns: ['email', 'name', 'status', 'source', 'created_on', 'confirmed_on', 'unsubscribed_on'],
    maxRows: 200_000,
  },
});
