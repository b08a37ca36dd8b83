import { and, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PlatformEnquiry,
  PlatformSubscriber,
  platformEnquiryCountQuery,
  platformSubscriberCountQuery,
} from '@stallfront/shared';
import { platformEnquiries, platformSubscribers } from '../../db/schema/index.js';
import { contactSearch, containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

/** The platform newsletter's subscribers, by state, email or name. */
export const platformSubscriberList = listResource({
  table: platformSubscribers,
  columns: { s: platformSubscribers },
  where: (_platform: null, filters: z.output<typeof platformSubscriberCountQuery>) =>
    and(
      filters.status ? eq(platformSubscribers.status, filters.status) : undefined,
      contactSearch({ name: platformSubscribers.name, email: platformSubscribers.email }, filters.search),
    ),
  sorts: { created: platformSubscribers.createdAt, email: platformSubscribers.email },
  toItem: ({ s }): PlatformSubscriber => ({
    _id: s.id,
    email: s.email,
    name: s.name,
    status: s.status,
    created_on: s.createdAt.toISOString(),
    unsubscribed_on: s.unsubscribedAt?.toISOString() ?? null,
  }),
  csv: {
    fileName: 'platform-subscribers.csv',
    columns: ['email', 'name', 'status', 'created_on', 'unsubscribed_on'],
  },
});

/** Enquiries from the public enquiry pages, by type, or a text in the sender, company or message. */
export const platformEnquiryList = listResource({
  table: platformEnquiries,
  columns: { e: platformEnquiries },
  where: (_platform: null, filters: z.output<typeof platformEnquiryCountQuery>) => {
    const search = filters.search?.trim();
    return and(
      filters.type ? eq(platformEnquiries.type, filters.type) : undefined,
      search
        ? or(
            contactSearch({ name: platformEnquiries.name, email: platformEnquiries.email }, search),
            ilike(platformEnquiries.company, containing(search)),
            ilike(platformEnquiries.message, containing(search)),
          )
        : undefined,
    );
  },
  sorts: { created: platformEnquiries.createdAt },
  toItem: ({ e }): PlatformEnquiry => ({
    _id: e.id,
    type: e.type,
    name: e.name,
    email: e.email,
    mobile: e.mobile,
    company: e.company,
    message: e.message,
    created_on: e.createdAt.toISOString(),
  }),
  csv: {
    fileName: 'platform-enquiries.csv',
    columns: ['created_on', 'type', 'name', 'email', 'mobile', 'company', 'message'],
  },
});
