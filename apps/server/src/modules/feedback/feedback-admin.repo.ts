import { and, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminFeedback, feedbackCountQuery } from '@stallfront/shared';
import { feedbacks, stores } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

type Filters = z.output<typeof feedbackCountQuery>;

/** Every store's feedback to the platform, newest first, for the platform admin. */
export const feedbackList = listResource({
  table: feedbacks,
  columns: { feedback: feedbacks, storeName: stores.name, subDomain: stores.subDomain },
  joins: (query) => query.innerJoin(stores, eq(stores.id, feedbacks.storeId)),
  where: (_platform: null, filters: Filters) => {
    const search = filters.search?.trim();
    return and(
      filters.severity ? eq(feedbacks.severity, filters.severity) : undefined,
      filters.status ? eq(feedbacks.status, filters.status) : undefined,
      search
        ? or(
            ilike(feedbacks.title, containing(search)),
            ilike(feedbacks.description, containing(search)),
            ilike(feedbacks.sentBy, containing(search)),
          )
        : undefined,
    );
  },
  sorts: { created: feedbacks.createdAt },
  toItem: ({ feedback: f, storeName, subDomain }): AdminFeedback => ({
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
    status: f.status,
    reply: f.reply,
    replied_on: f.repliedAt?.toISOString() ?? null,
    replied_by: f.repliedBy,
  }),
});
