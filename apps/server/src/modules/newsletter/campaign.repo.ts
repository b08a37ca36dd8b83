import { and, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Campaign, campaignCountQuery } from '@stallfront/shared';
import { type NewsletterCampaignRow, newsletterCampaigns, newsletterSubscribers } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

type Filters = z.output<typeof campaignCountQuery>;
const t = newsletterCampaigns;

/** Subscribers who left by this campaign's link. */
// Named in full: inside a select's fields Drizzle writes a column without its table.
const unsubscribedCount = sql<number>`(select count(*)::int from ${newsletterSubscribers} s where s.unsubscribed_campaign_id = ${sql.raw('"newsletter_campaigns"."id"')})`;
const columns = { ...getTableColumns(t), unsubscribedCount };

export const campaignItem = (row: NewsletterCampaignRow & { unsubscribedCount: number }): Campaign => ({
  _id: row.id,
  subject: row.subject,
  body: row.bodyHtml,
  product_ids: row.productIds,
  state: row.state,
  send_at: row.sendAt?.toISOString() ?? null,
  sent_on: row.sentAt?.toISOString() ?? null,
  recipient_count: row.recipientCount,
  sent_count: row.sentCount,
  failed_count: row.failedCount,
  unsubscribed_count: Number(row.unsubscribedCount),
  created_on: row.createdAt.toISOString(),
  updated_on: row.updatedAt.toISOString(),
});

export const campaignList = listResource({
  table: t,
  columns,
  where: (storeId: string, filters: Filters) =>
    owned(
      t,
      storeId,
      filters.state ? eq(t.state, filters.state) : undefined,
      filters.search ? ilike(t.subject, containing(filters.search)) : undefined,
    ),
  sorts: { created: t.createdAt },
  toItem: campaignItem,
});

/** The store's campaign of this id with its counts, or null. */
export async function campaignOf(db: DbOrTx, storeId: string, id: string) {
  const [found] = await campaignList.find(db, storeId, and(eq(t.storeId, storeId), eq(t.id, id)) as SQL);
  return found ?? null;
}
